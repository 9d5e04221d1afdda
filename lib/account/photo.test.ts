import { PROFILE_MESSAGES, PROFILE_NOTES } from './messages';
import { declaredPhotoProblem, PHOTO_ACCEPT, PHOTO_MAX_BYTES, photoContent, sniffPhoto } from './photo';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (ch) => ch.charCodeAt(0)) : part)));

const PNG = bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR', [0, 0]);
const JPG = bytes([0xff, 0xd8, 0xff, 0xe0], Array(14).fill(0));
const WEBP = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ', Array(6).fill(0));
const BMP = bytes('BM', Array(12).fill(0), [40, 0, 0, 0]);
const TEXT = bytes('This is not a picture at all.');

describe('sniffPhoto', () => {
  it('tells the accepted picture types by their first bytes', () => {
    expect(sniffPhoto(PNG)).toEqual({ ext: 'png', mime: 'image/png' });
    expect(sniffPhoto(JPG)).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(sniffPhoto(BMP)).toEqual({ ext: 'bmp', mime: 'image/bmp' });
  });

  it('refuses text, a text that starts like a bitmap, and formats the provider does not take (WebP, GIF, SVG)', () => {
    expect(sniffPhoto(TEXT)).toBeNull();
    expect(sniffPhoto(WEBP)).toBeNull();
    expect(sniffPhoto(bytes('BMW owners club newsletter'))).toBeNull();
    expect(sniffPhoto(bytes('GIF89a', Array(12).fill(0)))).toBeNull();
    expect(sniffPhoto(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffPhoto(new Uint8Array())).toBeNull();
  });
});

describe('declaredPhotoProblem (the browser check)', () => {
  it('accepts a picture type up to exactly 1 MB', () => {
    expect(declaredPhotoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(declaredPhotoProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('refuses anything bigger with the spec text', () => {
    expect(declaredPhotoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(PROFILE_MESSAGES.pictureTooLarge);
    expect(PROFILE_MESSAGES.pictureTooLarge).toBe('Image size should not exceed 1MB');
  });

  it('refuses types that are not pictures we take', () => {
    for (const type of ['text/plain', 'image/svg+xml', 'image/gif', 'image/webp', '']) {
      expect(declaredPhotoProblem({ type, size: 10 })).toBe(PROFILE_NOTES.pictureWrongType);
    }
  });

  it('offers the same types in the picker', () => {
    expect(PHOTO_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/bmp']));
    expect(PHOTO_ACCEPT).not.toMatch(/svg|gif|webp/);
  });
});

describe('photoContent (the route handler check)', () => {
  it('returns the type the bytes show, ignoring what the file claims', async () => {
    expect(await photoContent(new Blob([PNG], { type: 'text/plain' }))).toEqual({ ext: 'png', mime: 'image/png' });
  });

  it('refuses a text file that claims to be a PNG', async () => {
    expect(await photoContent(new Blob([TEXT], { type: 'image/png' }))).toEqual({ problem: PROFILE_NOTES.pictureWrongType });
  });

  it('refuses a real picture over 1 MB', async () => {
    const big = new Blob([PNG, new Uint8Array(PHOTO_MAX_BYTES)], { type: 'image/png' });
    expect(await photoContent(big)).toEqual({ problem: PROFILE_MESSAGES.pictureTooLarge });
  });
});
