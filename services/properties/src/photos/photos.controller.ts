import {
  Body,
  Controller,
  Delete,
  Get,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Res,
  UploadedFiles,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { photoOrderSchema, PHOTO_LIMITS, type Identity, type PropertyImage } from '@prestigio/contracts';
import { CurrentIdentity, RequireSession, ZodValidationPipe } from '@prestigio/nest-common';
import type { Response } from 'express';
import { toImage } from '../properties/property.mapper.js';
import { PHOTO_SIZES, PhotoStorage } from './photo-storage.js';
import { PhotosService, type Upload } from './photos.service.js';
import { UploadErrorsFilter } from './upload-errors.filter.js';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });
const photoFiles = new Set(Object.keys(PHOTO_SIZES).map((name) => `${name}.webp`));

@Controller('properties')
@UseFilters(UploadErrorsFilter)
export class PhotosController {
  constructor(
    private readonly photos: PhotosService,
    private readonly storage: PhotoStorage,
  ) {}

  /** Uploads in field `photos` (multipart); each at most 10 MB, at most 30 per listing. */
  @Post('manage/:id/photos')
  @RequireSession()
  @UseInterceptors(
    FilesInterceptor('photos', PHOTO_LIMITS.maxPerProperty, { limits: { fileSize: PHOTO_LIMITS.maxBytes, files: PHOTO_LIMITS.maxPerProperty } }),
  )
  async upload(
    @CurrentIdentity() caller: Identity,
    @Param('id', uuid) id: string,
    @UploadedFiles() files: Upload[] | undefined,
  ): Promise<PropertyImage[]> {
    return (await this.photos.add(caller, id, files ?? [])).map(toImage);
  }

  @Put('manage/:id/photos/order')
  @RequireSession()
  async reorder(
    @CurrentIdentity() caller: Identity,
    @Param('id', uuid) id: string,
    @Body(new ZodValidationPipe(photoOrderSchema)) body: { photoIds: string[] },
  ): Promise<PropertyImage[]> {
    return (await this.photos.reorder(caller, id, body.photoIds)).map(toImage);
  }

  @Delete('manage/:id/photos/:photoId')
  @RequireSession()
  async remove(
    @CurrentIdentity() caller: Identity,
    @Param('id', uuid) id: string,
    @Param('photoId', uuid) photoId: string,
  ): Promise<PropertyImage[]> {
    return (await this.photos.remove(caller, id, photoId)).map(toImage);
  }

  /** The files themselves. Their URLs never change content (a new upload gets a new id), so they cache for a year. */
  @Get('photos/:propertyId/:photoId/:file')
  serve(
    @Param('propertyId', uuid) propertyId: string,
    @Param('photoId', uuid) photoId: string,
    @Param('file') file: string,
    @Res() response: Response,
  ): void {
    if (!photoFiles.has(file)) throw new NotFoundException('La foto no existe');
    response.sendFile(`${propertyId}/${photoId}/${file}`, {
      root: this.storage.root,
      headers: { 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'image/webp' },
      dotfiles: 'deny',
    }, (error) => {
      if (error && !response.headersSent) response.status(404).json({ statusCode: 404, message: 'La foto no existe' });
    });
  }
}
