export { InstallButton } from './InstallButton';
export { useOffline } from './network';
export { PwaChrome } from './PwaChrome';
export { listenForPublicUpdates } from './public-updates';
