/**
 * The Images tab's grid: sized tiles of proxied thumbnails, a neutral placeholder in the same box when one fails,
 * 200 tiles in a page, and the preview (source page, size, ←/→, Esc).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { ImageGrid } from '@/components/app/verticals/ImageGrid';
import type { ImageView } from '@/utils/contract/view-schemas';
import { expectNoDangerousAttributes } from '../../components/dom-checks';

afterEach(cleanup);

const image = (i: number): ImageView => ({
  id: `${i}`,
  title: `Heron ${i}`,
  thumbnail: `https://imgs.search.brave.com/${i}.jpg`,
  width: 200,
  height: 100,
  pageUrl: `https://birds.example/${i}`,
  source: 'birds.example',
  imageWidth: 2000,
  imageHeight: 1000,
});

describe('ImageGrid', () => {
  it('sizes each tile before it loads, loads lazily, and keeps the box when a thumbnail fails', () => {
    const { container } = render(<ImageGrid images={[image(0), image(1)]} />);
    const cells = container.querySelectorAll<HTMLElement>('.scout-image-cell');
    const img = cells[0]!.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('288');
    expect(img.getAttribute('height')).toBe('144');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('src')).toBe('https://imgs.search.brave.com/0.jpg');
    fireEvent.error(img);
    expect(cells[0]!.querySelector('img')).toBeNull();
    const placeholder = cells[0]!.querySelector('.scout-image-failed')!;
    expect([placeholder.getAttribute('width'), placeholder.getAttribute('height')]).toEqual(['288', '144']);
    expectNoDangerousAttributes(container);
  });

  it('shows 200 tiles, each a button named by its title', () => {
    render(<ImageGrid images={Array.from({ length: 200 }, (_, i) => image(i))} />);
    expect(screen.getAllByRole('button')).toHaveLength(200);
    expect(screen.getByRole('button', { name: 'Heron 199' })).toBeTruthy();
  });

  it('previews an image with its size and page; ←/→ move, Esc closes', () => {
    render(<ImageGrid images={[image(0), image(1), image(2)]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Heron 1' }));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.textContent).toContain('Heron 1');
    expect(dialog.textContent).toContain('2,000 × 1,000 pixels');
    const link = dialog.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://birds.example/1');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog.textContent).toContain('Heron 2');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog.textContent).toContain('Heron 0');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(dialog.textContent).toContain('Heron 2');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('links only an http(s) page', () => {
    render(<ImageGrid images={[{ ...image(0), pageUrl: 'javascript:alert(1)' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Heron 0' }));
    expect(document.querySelector('dialog a')).toBeNull();
  });
});
