export { DataSaverNote } from './DataSaverNote';
export { InstallButton } from './InstallButton';
export { useInstallState } from './install-state';
export { useOffline } from './network';
export { OfflineBanner, PwaChrome, UpdatePrompt } from './PwaChrome';
export { listenForPublicUpdates } from './public-updates';
export { InstallPage } from './InstallPage';
