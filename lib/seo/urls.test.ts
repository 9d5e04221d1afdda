import { absoluteUrl } from './urls';

describe('absoluteUrl', () => {
  it('puts paths on the public origin and lets absolute URLs through', () => {
    expect(absoluteUrl('/media/a.webp', 'https://shop.example')).toBe('https://shop.example/media/a.webp');
    expect(absoluteUrl('/', 'https://shop.example')).toBe('https://shop.example/');
    expect(absoluteUrl('https://cdn.example/a.webp', 'https://shop.example')).toBe('https://cdn.example/a.webp');
  });
});
