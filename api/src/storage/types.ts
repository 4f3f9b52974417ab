/** What every storage driver is given for one file (content type and uploader id travel with it). */
export interface PutFileInput {
  /** `{kind}/{slug}`: made of safe segments only (see `avatar-file.ts`). */
  folder: string;
  /** Safe file name; the stored name is `{timestamp}-{name}`. */
  name: string;
  body: Buffer;
  contentType: string;
  uploaderId: number;
}

export interface StoredFile {
  key: string;
  /** Absolute URL the browser loads the file from; this is what goes into `photo_url`. */
  url: string;
}

/** A place avatar files go to. Chosen by configuration (`STORAGE_DRIVER`), see `createStorage`. */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  put(input: PutFileInput): Promise<StoredFile>;
}

export interface LocalStorageConfig {
  driver: 'local';
  /** Files live under this folder; by default DATA_DIR/uploads (served under /uploads/). */
  dir: string;
  /** Content type and uploader id of each file, as JSON beside (never inside) the served folder. */
  metaDir: string;
}

export interface S3StorageConfig {
  driver: 's3';
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (MinIO, R2, s3rver…); null means AWS itself. */
  endpoint: string | null;
  forcePathStyle: boolean;
  /** Null lets the AWS SDK find credentials itself (env, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Where browsers read the objects, e.g. https://cdn.example.com/avatars; defaults to endpoint/bucket. */
  publicBaseUrl: string;
}

export type StorageConfig = LocalStorageConfig | S3StorageConfig;
