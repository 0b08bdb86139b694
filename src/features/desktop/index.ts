export { CategoryPage } from './CategoryPage';
export { LogoutRedirect, PlayGameRedirect } from './LegacyPages';
export { RegisterPage } from './RegisterPage';
