export { isMaintenance, prefetchShellAnswers, useGeneral, useLogo, useSocialLinks } from './hooks';
export { LanguageToggle } from './LanguageToggle';
export { Maintenance } from './Maintenance';
