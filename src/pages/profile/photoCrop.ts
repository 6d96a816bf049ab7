/** Spec 2.8, 9: the photo is cropped square and saved 600 px wide. */
export const PHOTO_RESULT_SIZE = 600;
export const MAX_ZOOM = 4;

export interface CropView {
  /** The image's own size. */
  naturalWidth: number;
  naturalHeight: number;
  /** The square frame the user places the image in, in screen pixels. */
  frame: number;
  /** 1 shows the whole short side; up to MAX_ZOOM. */
  zoom: number;
  /** How far the user dragged the image from the centre, in screen pixels. */
  offsetX: number;
  offsetY: number;
}

export interface Placement {
  left: number;
  top: number;
  scale: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where the image sits in the frame: scaled to cover it, then moved by the drag, but never so far that
 * the frame shows anything but the image.
 */
export function placementOf(view: CropView): Placement {
  const scale = (view.frame / Math.min(view.naturalWidth, view.naturalHeight)) * clamp(view.zoom, 1, MAX_ZOOM);
  const width = view.naturalWidth * scale;
  const height = view.naturalHeight * scale;
  const left = clamp((view.frame - width) / 2 + view.offsetX, view.frame - width, 0);
  const top = clamp((view.frame - height) / 2 + view.offsetY, view.frame - height, 0);
  return { left, top, scale };
}

/** The drag as far as it moved the image: what is left after the edges stopped it. */
export function clampedOffset(view: CropView): { offsetX: number; offsetY: number } {
  const { left, top, scale } = placementOf(view);
  return { offsetX: left - (view.frame - view.naturalWidth * scale) / 2, offsetY: top - (view.frame - view.naturalHeight * scale) / 2 };
}

/** The square of the image, in its own pixels, that the frame shows. */
export function sourceSquare(view: CropView): { x: number; y: number; size: number } {
  const { left, top, scale } = placementOf(view);
  // `0 - 0` rather than `-0`: a negative zero would read oddly wherever the square is shown or compared.
  return { x: (0 - left) / scale, y: (0 - top) / scale, size: view.frame / scale };
}

/** The framed square drawn 600 × 600 and encoded as JPEG, ready to upload. */
export function renderCroppedPhoto(image: CanvasImageSource, view: CropView): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_RESULT_SIZE;
  canvas.height = PHOTO_RESULT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the photo.'));
  const { x, y, size } = sourceSquare(view);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, x, y, size, size, 0, 0, PHOTO_RESULT_SIZE, PHOTO_RESULT_SIZE);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))), 'image/jpeg', 0.9);
  });
}
