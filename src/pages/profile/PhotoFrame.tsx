import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import { useRef, type PointerEvent } from 'react';
import { clampedOffset, placementOf, type CropView } from './photoCrop';

interface PhotoFrameProps {
  image: HTMLImageElement | null;
  view: CropView;
  onMove(offset: { offsetX: number; offsetY: number }): void;
  label: string;
}

/**
 * The square the photo is cropped to, with the round outline the photo is shown in; the image is
 * dragged to place it. Without an image, a person placeholder (spec 2.8).
 */
export function PhotoFrame({ image, view, onMove, label }: PhotoFrameProps) {
  const drag = useRef<{ x: number; y: number; offsetX: number; offsetY: number }>(undefined);
  const { left, top, scale } = placementOf(view);

  const start = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, offsetX: view.offsetX, offsetY: view.offsetY };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    onMove(clampedOffset({ ...view, offsetX: from.offsetX + event.clientX - from.x, offsetY: from.offsetY + event.clientY - from.y }));
  };
  const end = () => {
    drag.current = undefined;
  };

  return (
    <Box
      role="img"
      aria-label={label}
      onPointerDown={image ? start : undefined}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      sx={{ position: 'relative', width: view.frame, height: view.frame, overflow: 'hidden', bgcolor: 'grey.200', cursor: image ? 'grab' : 'default', touchAction: 'none', userSelect: 'none', mx: 'auto' }}
    >
      {image ? (
        <img
          src={image.src}
          alt=""
          draggable={false}
          style={{ position: 'absolute', left, top, width: view.naturalWidth * scale, height: view.naturalHeight * scale, maxWidth: 'none' }}
        />
      ) : (
        <PersonIcon sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: view.frame * 0.7, color: 'grey.400' }} />
      )}
      {/* The photo shows round: what falls outside the circle is kept but not seen in the console. */}
      <Box sx={{ position: 'absolute', inset: 0, borderRadius: '50%', boxShadow: '0 0 0 9999px rgba(255,255,255,0.55)', outline: '2px solid white', pointerEvents: 'none' }} />
    </Box>
  );
}
