import type { SliderItem } from '../../api/contract/public';

/**
 * The sliders a carousel or grid shows: those of its type with status active (spec 1), in the answer's
 * order. index.html repeats the rule for the first Main slide it preloads (tests/unit/early.test.ts).
 */
export function activeSlides(list: readonly SliderItem[] | undefined, type: SliderItem['slider_type']): SliderItem[] {
  return (list ?? []).filter((s) => s.slider_type === type && s.status === 'active');
}
