import { createFileRoute } from '@tanstack/react-router';
import { GameRunPage } from '../../features/games';

export const Route = createFileRoute('/_member/gamerun')({
  component: GameRunPage,
});
