export { call, configureClient, buildUrl } from './client';
export { api } from './endpoints';
export type { AnyEndpoint } from './endpoints';
export { ApiError, errorText, isApiError, setServerTextLocalizer } from './errors';
export { publicQueries } from './queries/public';
export { playerQueries, playerCalls, playerKeys } from './queries/player';
export { isPublicCallName, PUBLIC_ANSWER_MAX_AGE_MS, PUBLIC_CALLS, PUBLIC_CALL_PATHS, type PublicCallName, publicKey } from './public-calls';
export { imageSrc } from './image-src';
export { apiConfig } from './config';
