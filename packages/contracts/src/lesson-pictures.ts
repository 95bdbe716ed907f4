import * as z from 'zod/mini';

/**
 * Pictures a lesson can show: SVG illustrations drawn in mf-learn (lesson-player/pictures), never
 * fetched images. A section shows one with its text alternative; a picture question shows one per
 * option, and the option's text is that picture's text alternative.
 */
export const PICTURE_IDS = [
  'knife-cuts',
  'cut-batonnet',
  'cut-julienne',
  'cut-rondelle',
  'cut-medium-dice',
  'claw-grip',
  'thermometer-placement',
  'probe-thickest-part',
  'probe-touching-bone',
  'probe-just-under-surface',
  'probe-in-pan-juices',
  'danger-zone',
  'safe-temperatures',
  'board-colours',
  'plating-layout',
  'sauce-nappe',
  'sauce-too-thin',
  'sauce-broken',
  'sauce-lumpy',
  'ferment-submerged',
  'ferment-exposed',
  'ferment-no-brine',
  'ferment-moldy',
  'egg-firm-yolk',
  'egg-green-ring',
  'egg-jammy-yolk',
  'egg-runny-yolk',
] as const;

export const pictureIdSchema = z.enum(PICTURE_IDS);

/** A picture in a lesson section, with the text that stands in for it (screen readers, no images). */
export const lessonPictureSchema = z.object({
  id: pictureIdSchema,
  alt: z.string().check(z.minLength(1)),
});

export type PictureId = z.infer<typeof pictureIdSchema>;
export type LessonPicture = z.infer<typeof lessonPictureSchema>;
