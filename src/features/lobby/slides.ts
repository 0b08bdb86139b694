import type { SliderItem } from '../../api/contract/public';

/**
 * The sliders a carousel or grid shows: those of its type with status active (spec 1), in the answer's
 * order. index.html's boot script (src/boot/script/) uses it for the first Main slide it preloads.
 */
export function activeSlides(list: readonly SliderItem[] | undefined, type: SliderItem['slider_type']): SliderItem[] {
  return (list ?? []).filter((s) => s.slider_type === type && s.status === 'active');
}
