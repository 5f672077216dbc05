import sharp from 'sharp';
import { toAvatar } from './photo';

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .toFormat(format)
    .toBuffer();

describe('toAvatar', () => {
  it.each(['png', 'jpeg'] as const)('re-encodes a %s to a 256x256 WebP', async (format) => {
    const avatar = await toAvatar(await image(format));
    expect(avatar).not.toBeNull();
    const meta = await sharp(avatar!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it.each(['gif', 'webp'] as const)('refuses a %s image', async (format) => {
    expect(await toAvatar(await image(format))).toBeNull();
  });

  it('refuses text that only pretends to be an image', async () => {
    expect(await toAvatar(Buffer.from('this is a text file named photo.png'))).toBeNull();
  });

  it('refuses a truncated PNG', async () => {
    const png = await image('png');
    expect(await toAvatar(png.subarray(0, 60))).toBeNull();
  });
});
