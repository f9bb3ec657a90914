import { describe, expect, it } from '@jest/globals';
import { PHOTO_LIMITS } from '@prestigio/contracts';
import { checkPhotoFiles, formatFileSize, photosLeft, photoTypeOf, type PhotoCandidate } from './photo-checks';

const MB = 1024 * 1024;
const photo = (name: string, size = 2 * MB, type = 'image/jpeg'): PhotoCandidate => ({ name, size, type });

describe('checkPhotoFiles', () => {
  it('accepts JPEG, PNG and WebP within the size limit', () => {
    const files = [photo('sala.jpg'), photo('fachada.png', MB, 'image/png'), photo('alberca.webp', MB, 'image/webp')];
    expect(checkPhotoFiles(files, 0)).toEqual({ accepted: files, rejected: [] });
  });

  it('refuses other types by name, in Spanish', () => {
    const result = checkPhotoFiles([photo('plano.pdf', MB, 'application/pdf'), photo('iphone.heic', MB, 'image/heic')], 0);
    expect(result.accepted).toEqual([]);
    expect(result.rejected.map((rejection) => rejection.message)).toEqual([
      '«plano.pdf» no es una imagen JPEG, PNG o WebP',
      '«iphone.heic» no es una imagen JPEG, PNG o WebP',
    ]);
  });

  it('falls back to the extension when the system gives no type', () => {
    expect(photoTypeOf(photo('Recamara.JPEG', MB, ''))).toBe('image/jpeg');
    expect(photoTypeOf(photo('vista.webp', MB, ''))).toBe('image/webp');
    expect(photoTypeOf(photo('sin-extension', MB, ''))).toBe('');
    expect(checkPhotoFiles([photo('Recamara.JPEG', MB, '')], 0).accepted).toHaveLength(1);
  });

  it('allows exactly 10 MB and refuses a byte more, saying how large the file is', () => {
    const atLimit = photo('limite.jpg', PHOTO_LIMITS.maxBytes);
    const over = photo('enorme.jpg', PHOTO_LIMITS.maxBytes + 1);
    const huge = photo('panoramica.jpg', 24.4 * MB);
    const result = checkPhotoFiles([atLimit, over, huge], 0);
    expect(result.accepted).toEqual([atLimit]);
    expect(result.rejected.map((rejection) => rejection.message)).toEqual([
      '«enorme.jpg» pesa 10 MB; cada foto debe pesar como máximo 10 MB',
      '«panoramica.jpg» pesa 24.4 MB; cada foto debe pesar como máximo 10 MB',
    ]);
  });

  it('stops at 30 photos, counting those already on the listing and in the queue', () => {
    const files = Array.from({ length: 5 }, (_, index) => photo(`foto-${index + 1}.jpg`));
    const result = checkPhotoFiles(files, 27);
    expect(result.accepted.map((file) => file.name)).toEqual(['foto-1.jpg', 'foto-2.jpg', 'foto-3.jpg']);
    expect(result.rejected.map((rejection) => rejection.message)).toEqual([
      '«foto-4.jpg» no se agregó: una propiedad puede tener como máximo 30 fotos',
      '«foto-5.jpg» no se agregó: una propiedad puede tener como máximo 30 fotos',
    ]);
    expect(checkPhotoFiles([photo('una-mas.jpg')], 30).accepted).toEqual([]);
  });

  it('does not let a refused file use up a place', () => {
    const result = checkPhotoFiles([photo('plano.pdf', MB, 'application/pdf'), photo('sala.jpg')], 29);
    expect(result.accepted.map((file) => file.name)).toEqual(['sala.jpg']);
  });
});

describe('photosLeft', () => {
  it('counts down to zero and never below', () => {
    expect(photosLeft(0)).toBe(30);
    expect(photosLeft(28)).toBe(2);
    expect(photosLeft(31)).toBe(0);
  });
});

describe('formatFileSize', () => {
  it('writes kilobytes under a megabyte and megabytes with one decimal above', () => {
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(2.5 * MB)).toBe('2.5 MB');
    expect(formatFileSize(10 * MB)).toBe('10 MB');
  });
});
