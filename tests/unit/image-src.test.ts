import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageSrc } from '../../src/api/image-src';

describe('image addresses from answers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('a storage path stays a path while the platform API is this site', () => {
    vi.stubGlobal('location', { origin: 'http://127.0.0.1:4310' });
    vi.stubEnv('VITE_PLATFORM_API', '');
    expect(imageSrc('/storage/banners/a.svg')).toBe('/storage/banners/a.svg');
  });

  it('a storage path is taken from the platform API host when that is another host (spec)', () => {
    vi.stubGlobal('location', { origin: 'https://play.example' });
    vi.stubEnv('VITE_PLATFORM_API', 'https://api.example');
    expect(imageSrc('/storage/banners/a.svg')).toBe('https://api.example/storage/banners/a.svg');
    expect(imageSrc('https://cdn.example/p.png')).toBe('https://cdn.example/p.png');
  });

  it('an address the image check refuses loads nothing', () => {
    vi.stubGlobal('location', { origin: 'https://play.example' });
    vi.stubEnv('VITE_PLATFORM_API', 'https://api.example');
    for (const bad of ['//evil.example/a.svg', 'javascript:alert(1)', 'http://cdn.example/p.png', undefined, null, ''])
      expect(imageSrc(bad), String(bad)).toBeUndefined();
  });
});
