import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { errorText, publicQueries } from '../../api';

/** Systems of a category type, then their providers (get-system, then get-provider). */
export function useTypeProviders(type: string, enabled = true) {
  const { t } = useTranslation('games');
  const systemsQ = useQuery({ ...publicQueries.systems(type), enabled });
  const systems = systemsQ.data?.systems ?? [];
  const providersQ = useQuery({ ...publicQueries.providers(systems), enabled: enabled && systems.length > 0 });
  const systemsError = systemsQ.error ? errorText(systemsQ.error, t('errors.systems'), t('errors.systemsNetwork')) : null;
  const providersError = providersQ.error ? errorText(providersQ.error, t('errors.providers'), t('errors.providersNetwork')) : null;
  return {
    systems,
    providers: providersQ.data?.data ?? [],
    isLoading: systemsQ.isLoading || (systems.length > 0 && providersQ.isLoading),
    /** systems answered with none: 'No providers available' */
    isEmpty: systemsQ.isSuccess && systems.length === 0,
    error: systemsError ?? providersError,
    retry: () => {
      if (systemsQ.error) void systemsQ.refetch();
      else void providersQ.refetch();
    },
  };
}
