import { capSrcSet } from './cap-src-set';

const url = (w: number) => `/_next/image?url=%2Fmedia%2Fp.webp&w=${w}&q=75`;
const srcSet = (widths: number[]) => widths.map((w) => `${url(w)} ${w}w`).join(', ');
const ALL = [128, 256, 384, 640, 750, 828, 1080, 1200, 1600];

describe('capSrcSet', () => {
  it('keeps the widths up to the first that fills the box at 2x, and makes it the fallback', () => {
    expect(capSrcSet(srcSet(ALL), 320)).toEqual({ srcSet: srcSet([128, 256, 384, 640]), src: url(640) });
    expect(capSrcSet(srcSet(ALL), 330)).toEqual({ srcSet: srcSet([128, 256, 384, 640, 750]), src: url(750) });
  });

  it('keeps a width that fills the box exactly', () => {
    expect(capSrcSet(srcSet(ALL), 192)).toEqual({ srcSet: srcSet([128, 256, 384]), src: url(384) });
  });

  it('drops the widths narrower than the smallest box, keeping the first that fills it', () => {
    expect(capSrcSet(srcSet(ALL), 320, 160)).toEqual({ srcSet: srcSet([256, 384, 640]), src: url(640) });
    expect(capSrcSet(srcSet(ALL), 320, 128)).toEqual({ srcSet: srcSet([128, 256, 384, 640]), src: url(640) });
    expect(capSrcSet(srcSet(ALL), 320, 2000)).toBeNull();
  });

  it('keeps every width when none is wide enough', () => {
    expect(capSrcSet(srcSet(ALL), 1000)).toEqual({ srcSet: srcSet(ALL), src: url(1600) });
  });

  it('leaves a srcset it does not understand alone', () => {
    expect(capSrcSet('/a.webp 1x, /b.webp 2x', 100)).toBeNull();
    expect(capSrcSet('', 100)).toBeNull();
  });
});
