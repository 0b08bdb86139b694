export { isMaintenance, prefetchShellAnswers, useGeneral, useLogo, useSocialLinks, useSocialLinksQuery } from './hooks';
export { LanguageToggle } from './LanguageToggle';
export { Maintenance } from './Maintenance';
