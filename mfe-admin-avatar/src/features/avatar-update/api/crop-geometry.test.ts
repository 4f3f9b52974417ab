import { MAX_AVATAR_SIDE, initialCrop, outputSide, sourceRect } from './crop-geometry';

describe('crop geometry (circular, 1:1, starting at the full image and centred)', () => {
  it('starts with the largest centred square of a landscape image', () => {
    expect(initialCrop(400, 200)).toEqual({ unit: '%', x: 25, y: 0, width: 50, height: 100 });
    expect(sourceRect(initialCrop(400, 200), 400, 200)).toEqual({ sx: 100, sy: 0, sw: 200, sh: 200 });
  });

  it('starts with the largest centred square of a portrait image, and the whole of a square one', () => {
    expect(initialCrop(300, 600)).toEqual({ unit: '%', x: 0, y: 25, width: 100, height: 50 });
    expect(initialCrop(512, 512)).toEqual({ unit: '%', x: 0, y: 0, width: 100, height: 100 });
  });

  it('reads the crop in the image’s own pixels, whatever size it is shown at', () => {
    expect(sourceRect({ unit: '%', x: 10, y: 20, width: 50, height: 25 }, 1000, 2000)).toEqual({ sx: 100, sy: 400, sw: 500, sh: 500 });
    // Never past the edge, even with rounding.
    expect(sourceRect({ unit: '%', x: 66.7, y: 0, width: 33.4, height: 100 }, 3, 1)).toEqual({ sx: 2, sy: 0, sw: 1, sh: 1 });
  });

  it('keeps small crops at their size and scales big ones down to 1024 px', () => {
    expect(outputSide({ sx: 0, sy: 0, sw: 200, sh: 200 })).toBe(200);
    expect(outputSide({ sx: 0, sy: 0, sw: 4000, sh: 4000 })).toBe(MAX_AVATAR_SIDE);
  });
});
