import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createBuyer, createCompanyBuyer, type BuyerFixture } from './support/fixtures';
import { createHarness, expectNoSecrets, TEST_PUBLIC_URL, type Harness } from './support/harness';

type Format = 'png' | 'jpeg' | 'webp' | 'gif';

const NOT_IMAGE = 'The profile photo field must be an image.';
const MIMES = 'The profile photo field must be a file of type: jpg, png, bmp.';

function image(format: Format, size = 32): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 30, g: 140, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

/** A 2x2 24-bit BMP (sharp cannot write BMP): file header, BITMAPINFOHEADER, padded rows. */
function bmp(): Buffer {
  const rowSize = 8; // 2 pixels x 3 bytes, padded to 4
  const pixels = Buffer.alloc(rowSize * 2, 0x80);
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'ascii');
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** Random pixels stored uncompressed: a real PNG well over 1024 KB. */
function largePng(): Promise<Buffer> {
  const side = 640;
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

function form(bytes: Buffer, name = 'photo.png', type = 'image/png'): FormData {
  const data = new FormData();
  data.append('profile_photo', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

describe('profile picture (contract 2.2)', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    h = await createHarness();
    dir = path.join(h.dataDir, 'uploads', 'profile_images');
  });
  afterAll(() => h.close());

  const upload = (buyer: BuyerFixture, body: FormData) => h.request('POST', '/api/updateBuyerProfilePicture', { token: buyer.token, body });
  const photoOf = async (buyer: BuyerFixture) =>
    buyer.buyerId.startsWith('AGCB')
      ? (await h.deps.db.selectFrom('company_buyers').select('profile_photo').where('companyBuyerId', '=', buyer.buyerId).executeTakeFirstOrThrow()).profile_photo
      : (await h.deps.db.selectFrom('buyers').select('profile_photo').where('buyerId', '=', buyer.buyerId).executeTakeFirstOrThrow()).profile_photo;
  const filesOf = (buyer: BuyerFixture) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes(`-${buyer.buyerId}-`)) : []);

  describe('POST /updateBuyerProfilePicture', () => {
    test('stores a PNG under a unique name, serves it, and shows it on the profile', async () => {
      const buyer = await createBuyer(h.deps);
      h.setNow(new Date('2025-07-01T10:00:00.000Z'));
      const bytes = await image('png');
      const res = await upload(buyer, form(bytes));
      h.setNow(new Date());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Profile Picture successfully updated' });

      const file = await photoOf(buyer);
      expect(file).toMatch(new RegExp(`^profile-image-${buyer.buyerId}-1751364000-[0-9a-f]+\\.png$`));
      expect(fs.readFileSync(path.join(dir, file!))).toEqual(bytes);

      const profile = await h.request('GET', `/api/getBuyerProfile/${buyer.buyerId}`, { token: buyer.token });
      expect(profile.body.data.profile_picture).toBe(`${TEST_PUBLIC_URL}/uploads/profile_images/${file}`);
      expectNoSecrets(profile.text);
      const served = await h.request('GET', `/uploads/profile_images/${file}`);
      expect(served.status).toBe(200);
    });

    test('a JPEG is sniffed and saved as .jpg whatever its name and declared type', async () => {
      const buyer = await createBuyer(h.deps);
      const res = await upload(buyer, form(await image('jpeg'), 'holiday.txt', 'text/plain'));
      expect(res.status).toBe(200);
      expect(await photoOf(buyer)).toMatch(/\.jpg$/);
    });

    test.each(['webp', 'gif'] as const)('a %s image is an image, but not one of the types taken: refused, nothing stored', async (format) => {
      const buyer = await createBuyer(h.deps);
      const res = await upload(buyer, form(await image(format), `photo.${format}`, `image/${format}`));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ profile_photo: [MIMES] });
      expect(await photoOf(buyer)).toBeNull();
      expect(filesOf(buyer)).toEqual([]);
    });

    test('a BMP is accepted', async () => {
      const buyer = await createBuyer(h.deps);
      const res = await upload(buyer, form(bmp(), 'scan.bmp', 'image/bmp'));
      expect(res.status).toBe(200);
      expect(await photoOf(buyer)).toMatch(/\.bmp$/);
    });

    test('a new picture replaces the old file', async () => {
      const company = await createCompanyBuyer(h.deps);
      expect((await upload(company, form(await image('png')))).status).toBe(200);
      const first = await photoOf(company);
      expect((await upload(company, form(await image('jpeg'), 'new.jpg', 'image/jpeg'))).status).toBe(200);
      const second = await photoOf(company);
      expect(second).not.toBe(first);
      expect(filesOf(company)).toEqual([second]);
    });

    test('four uploads at once leave one file, the one the profile names', async () => {
      const buyer = await createBuyer(h.deps);
      const answers = await Promise.all([0, 1, 2, 3].map(async () => upload(buyer, form(await image('png')))));
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      expect(filesOf(buyer)).toEqual([await photoOf(buyer)]);
    });

    test.each([
      ['text named .png', Buffer.from('definitely not an image, just words'), 'photo.png', 'image/png'],
      ['PDF', Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj'), 'photo.jpg', 'image/jpeg'],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'photo.svg', 'image/svg+xml'],
      ['"BM" text', Buffer.from('BM is not enough to make a bitmap, the header must say so'), 'photo.bmp', 'image/bmp'],
      ['empty file', Buffer.alloc(0), 'photo.png', 'image/png'],
    ])('a %s is refused by content and nothing is stored', async (_label, bytes, name, type) => {
      const buyer = await createBuyer(h.deps);
      const res = await upload(buyer, form(bytes, name, type));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Validations failed');
      expect(res.body.errors).toEqual({ profile_photo: [NOT_IMAGE, MIMES] });
      expect(await photoOf(buyer)).toBeNull();
      expect(filesOf(buyer)).toEqual([]);
    });

    test('an image over 1024 KB is refused and the current picture stays', async () => {
      const buyer = await createBuyer(h.deps);
      expect((await upload(buyer, form(await image('png')))).status).toBe(200);
      const current = await photoOf(buyer);
      const big = await largePng();
      expect(big.length).toBeGreaterThan(1024 * 1024);
      const res = await upload(buyer, form(big));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ profile_photo: ['The profile photo field must not be greater than 1024 kilobytes.'] });
      expect(await photoOf(buyer)).toBe(current);
      expect(filesOf(buyer)).toEqual([current]);
    });

    test('a large non-image gets every message', async () => {
      const buyer = await createBuyer(h.deps);
      const res = await upload(buyer, form(Buffer.alloc(1024 * 1024 + 1, 0x41)));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        profile_photo: [NOT_IMAGE, MIMES, 'The profile photo field must not be greater than 1024 kilobytes.'],
      });
    });

    test('a missing file or a text value is refused', async () => {
      const buyer = await createBuyer(h.deps);
      const empty = new FormData();
      empty.append('other', 'x');
      const missing = await upload(buyer, empty);
      expect(missing.status).toBe(422);
      expect(missing.body).toMatchObject({ message: 'Validations failed', errors: { profile_photo: ['The profile photo field is required.'] } });
      const asJson = await h.request('POST', '/api/updateBuyerProfilePicture', { token: buyer.token, json: {} });
      expect(asJson.status).toBe(422);
      expect(asJson.body.errors).toEqual({ profile_photo: ['The profile photo field is required.'] });
      const asText = new FormData();
      asText.append('profile_photo', 'not a file');
      const text = await upload(buyer, asText);
      expect(text.status).toBe(422);
      expect(text.body.errors).toEqual({ profile_photo: [NOT_IMAGE, MIMES] });
      expect(await photoOf(buyer)).toBeNull();
    });

    test('a malformed multipart body is a 400', async () => {
      const buyer = await createBuyer(h.deps);
      const res = await h.request('POST', '/api/updateBuyerProfilePicture', {
        token: buyer.token,
        body: 'no parts here',
        headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Malformed form body.' });
      expect(await photoOf(buyer)).toBeNull();
    });

    test('needs a token', async () => {
      const res = await h.request('POST', '/api/updateBuyerProfilePicture', { body: form(await image('png')) });
      expect(res.status).toBe(401);
    });
  });

  describe('DELETE /deleteBuyerProfilePicture/{buyerId}', () => {
    test('removes the file and the column; the profile URL ends in /profile_images/ again', async () => {
      const buyer = await createBuyer(h.deps);
      await upload(buyer, form(await image('png')));
      const file = await photoOf(buyer);
      const res = await h.request('DELETE', `/api/deleteBuyerProfilePicture/${buyer.buyerId}`, { token: buyer.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Profile picture deleted successfully.' });
      expect(await photoOf(buyer)).toBeNull();
      expect(fs.existsSync(path.join(dir, file!))).toBe(false);
      const profile = await h.request('GET', `/api/getBuyerProfile/${buyer.buyerId}`, { token: buyer.token });
      expect(profile.body.data.profile_picture).toBe(`${TEST_PUBLIC_URL}/uploads/profile_images/`);
    });

    test('works for a company buyer', async () => {
      const company = await createCompanyBuyer(h.deps);
      expect((await upload(company, form(await image('png')))).status).toBe(200);
      const res = await h.request('DELETE', `/api/deleteBuyerProfilePicture/${company.buyerId}`, { token: company.token });
      expect(res.status).toBe(200);
      expect(await photoOf(company)).toBeNull();
      expect(filesOf(company)).toEqual([]);
    });

    test('no picture is a 400', async () => {
      const buyer = await createBuyer(h.deps);
      const res = await h.request('DELETE', `/api/deleteBuyerProfilePicture/${buyer.buyerId}`, { token: buyer.token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'no profile picture found for this buyer' });
    });

    test("another buyer's picture is 403 and stays (the original deleted it)", async () => {
      const owner = await createBuyer(h.deps);
      const intruder = await createCompanyBuyer(h.deps);
      await upload(owner, form(await image('png')));
      const file = await photoOf(owner);
      const res = await h.request('DELETE', `/api/deleteBuyerProfilePicture/${owner.buyerId}`, { token: intruder.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Unauthorized access.' });
      expect(await photoOf(owner)).toBe(file);
      expect(fs.existsSync(path.join(dir, file!))).toBe(true);
    });
  });
});
