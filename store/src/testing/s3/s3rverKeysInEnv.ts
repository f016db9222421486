import { S3RVER_CREDENTIALS } from './startS3Server';

const KEYS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

/**
 * Puts s3rver's keys where the AWS SDK's default chain reads them (the store never reads keys itself), and returns
 * how to put back what was there before, unset ones unset.
 */
export function s3rverKeysInEnv(): () => void {
  const saved = KEYS.map((name) => [name, process.env[name]] as const);
  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  return () => {
    for (const [name, value] of saved)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  };
}
