; Inno Setup script: a normal Windows installer for Twenty-Nine.
;
; Built by `python packaging/build.py` on Windows when Inno Setup 6 (iscc.exe) is
; installed, which passes:
;   /DAppVersion=<twentynine_desktop.__version__>
;   /DSourceDir=<dist>\TwentyNine        (the PyInstaller one-folder build)
;   /DRepoDir=<repository root>
;   /O<dist>                             (where TwentyNine-<version>-setup.exe goes)
;
; The installer: per-user by default (no administrator password needed; the player
; can choose "all users"), a Start-menu entry, an optional desktop icon, and an
; uninstaller listed in Settings > Apps.  The uninstaller asks whether to keep the
; player's saved games, statistics and settings (twentynine_desktop/platform_paths.py:
; %APPDATA%\TwentyNine for settings and saves, %LOCALAPPDATA%\TwentyNine for logs);
; "Yes, keep them" is the default, and what a silent uninstall (/SUPPRESSMSGBOXES) does.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\TwentyNine"
#endif
#ifndef RepoDir
  #define RepoDir "..\.."
#endif

#define AppName "Twenty-Nine"
#define AppExe "TwentyNine.exe"

[Setup]
; AppId identifies the program for upgrades and uninstall: never change it.
AppId={{6C1E2B29-29A7-4B5E-9D29-7A0C2F1E2929}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Twenty-Nine Desktop contributors
DefaultDirName={autopf}\TwentyNine
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline dialog
OutputBaseFilename=TwentyNine-{#AppVersion}-setup
SetupIconFile={#RepoDir}\resources\icons\twentynine.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} setup

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; files the program may create beside itself (the PyInstaller build writes none)
Type: filesandordirs; Name: "{app}\_internal\__pycache__"

[Code]
// The player's own files, outside the program folder: where
// twentynine_desktop/platform_paths.py puts them on Windows (settings and saves in the
// roaming profile, logs in the local one).
function UserDataFolder(Kind: String): String;
begin
  if Kind = 'roaming' then
    Result := ExpandConstant('{userappdata}\TwentyNine')
  else
    Result := ExpandConstant('{localappdata}\TwentyNine');
end;

function KeepDataQuestion(): String;
begin
  Result := 'Keep your saved games, statistics and settings?' + #13#10 + #13#10 +
    'Yes: keep them, so that Twenty-Nine finds them again if you install it later.' + #13#10 +
    'No: delete them from this computer for good.' + #13#10 + #13#10 +
    'They are in ' + UserDataFolder('roaming') + ' and ' + UserDataFolder('local') + '.';
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  if CurUninstallStep = usPostUninstall then
  begin
    if DirExists(UserDataFolder('roaming')) or DirExists(UserDataFolder('local')) then
    begin
      // IDYES is the answer of a silent uninstall: never delete without being asked
      if SuppressibleMsgBox(KeepDataQuestion(), mbConfirmation, MB_YESNO or MB_DEFBUTTON1,
                            IDYES) = IDNO then
      begin
        DelTree(UserDataFolder('roaming'), True, True, True);
        DelTree(UserDataFolder('local'), True, True, True);
      end;
    end;
  end;
end;
