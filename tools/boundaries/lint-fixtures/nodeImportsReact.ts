// Node code that would load React, linted in every Node folder.
import { createElement } from 'react'; // breaks the boundary
import type { ReactNode } from 'react'; // breaks the boundary
import { renderToString } from 'react-dom/server'; // breaks the boundary
import { createRoot } from 'react-dom/client'; // breaks the boundary
import { MemoryRouter } from 'react-router'; // breaks the boundary
import { useCart } from '@mfp/shared/cart'; // breaks the boundary

export const loadReact = () => import('react'); // breaks the boundary
export const node: ReactNode = null;
export const used = [createElement, renderToString, createRoot, MemoryRouter, useCart];
