import { clampedOffset, placementOf, sourceSquare, type CropView } from '../../src/pages/profile/photoCrop';
import { formatPhone } from '../../src/pages/profile/formatPhone';

const landscape: CropView = { naturalWidth: 1200, naturalHeight: 800, frame: 300, zoom: 1, offsetX: 0, offsetY: 0 };

describe('placing a photo in the square it is cropped to (spec 2.8)', () => {
  it('covers the frame with the short side and centres the long one', () => {
    expect(placementOf(landscape)).toEqual({ left: -75, top: 0, scale: 0.375 });
    expect(sourceSquare(landscape)).toEqual({ x: 200, y: 0, size: 800 });
  });

  it('crops a smaller square of the image when zoomed in, around the centre', () => {
    expect(sourceSquare({ ...landscape, zoom: 2 })).toEqual({ x: 400, y: 200, size: 400 });
  });

  it('follows a drag, but stops at the edges so that the frame never shows past the image', () => {
    expect(sourceSquare({ ...landscape, offsetX: 30 })).toEqual({ x: 120, y: 0, size: 800 });
    expect(sourceSquare({ ...landscape, offsetX: 500, offsetY: -500 })).toEqual({ x: 0, y: 0, size: 800 });
    expect(sourceSquare({ ...landscape, offsetX: -500 })).toEqual({ x: 400, y: 0, size: 800 });
    expect(clampedOffset({ ...landscape, offsetX: 500, offsetY: -500 })).toEqual({ offsetX: 75, offsetY: 0 });
  });

  it('keeps the zoom between 1 and 4', () => {
    expect(sourceSquare({ ...landscape, zoom: 0.2 }).size).toBe(800);
    expect(sourceSquare({ ...landscape, zoom: 9 }).size).toBe(200);
  });
});

describe('formatting the profile phone', () => {
  it.each([
    ['5125550142', '(512) 555-0142'],
    ['512-555-0142', '(512) 555-0142'],
    ['1 512 555 0142', '+1 (512) 555-0142'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['', ''],
  ])('%s reads %s', (phone, formatted) => expect(formatPhone(phone)).toBe(formatted));
});
