import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { lazy, type ReactNode, Suspense } from 'react';

export interface CarouselViewportProps {
  /** the viewport's class (its track and slides are the children) */
  className: string;
  options?: EmblaOptionsType;
  /** the carousel's API once it runs, undefined again when it goes; a stable function (a state setter) */
  onApi: (api: EmblaCarouselType | undefined) => void;
  children: ReactNode;
  testId?: string;
}

// a chunk that fails to load (offline before the service worker had it) leaves the slides still, not a crash
const EmblaViewport = lazy(() =>
  import('./EmblaViewport').catch((e: unknown) => {
    console.warn('carousel failed to load', e);
    return {
      default: ({ className, children, testId }: CarouselViewportProps) => (
        <div className={className} data-testid={testId}>
          {children}
        </div>
      ),
    };
  }),
);

/**
 * A carousel viewport: embla-carousel-react's hook runs in a component loaded after the first render
 * (React.lazy), so the carousel's code (about 7 KB gzip) stays out of the first paint. Until it is in,
 * the viewport is plain markup holding `first` (the first slide; usually the largest paint) or, without
 * it, the slides themselves.
 */
export function Carousel({ first, ...viewport }: CarouselViewportProps & { first?: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className={viewport.className} data-testid={viewport.testId}>
          {first ?? viewport.children}
        </div>
      }
    >
      <EmblaViewport {...viewport} />
    </Suspense>
  );
}
