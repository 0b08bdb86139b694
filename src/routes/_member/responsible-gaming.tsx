import { createFileRoute } from '@tanstack/react-router';
import { ResponsibleGamingPage } from '../../features/responsible';

export const Route = createFileRoute('/_member/responsible-gaming')({
  staticData: { desktop: { tab: 'responsibleGaming' } },
  component: ResponsibleGamingPage,
});
