"""Play together on the home network (docs/NETWORK.md).

``protocol``, ``codec`` and ``messages`` are pure Python (no Qt): framing, limits,
versions, the table code and the engine's values on the wire.  ``session`` is the
host's referee (no sockets), ``host`` its ``QTcpServer`` and ``HostedTable``, ``client``
the ``RemoteTable`` a joining program's screen attaches to, ``discovery`` the UDP
announcements of tables.  Layers: ui -> net -> controller.
"""
