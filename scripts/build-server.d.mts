export function dialectOf(url: string | undefined): 'sqlite' | 'postgres';
export function serverEntry(dialect: 'sqlite' | 'postgres'): string;
export function ensureServerBuild(dialects?: ('sqlite' | 'postgres')[]): Promise<('sqlite' | 'postgres')[]>;
