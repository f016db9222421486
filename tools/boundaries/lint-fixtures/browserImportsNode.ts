// Browser code that reaches for Node: every marked line must be refused in host/src, remotes/*/src, shared/src and the
// fixture remote template.
import { readFileSync } from 'node:fs'; // breaks the boundary
import path from 'path'; // breaks the boundary
import { readFile } from 'fs/promises'; // breaks the boundary
import type { Server } from 'node:http'; // breaks the boundary

export const loadOs = () => import('node:os'); // breaks the boundary
export const crypto = require('crypto'); // breaks the boundary
export const used: [typeof readFileSync, typeof path, typeof readFile, Server | undefined] = [
  readFileSync,
  path,
  readFile,
  undefined,
];
