import { describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readPdfText } from '@/lib/pdf/pdf-text';
import { resumeSkills } from '@/features/account/utils/resume-skills';
import { makePdf } from '../../fixtures/pdf';

const vocabulary = [
  'TypeScript',
  'TS',
  'Kubernetes',
  'Node.js',
  'PostgreSQL',
  'React',
  'C++',
  'C#',
  '.NET',
  'Go',
  'Rust',
  'Machine Learning',
  'Computer Vision',
  'Google Cloud Platform',
  'CI/CD',
  'Figma',
  'R',
];

describe('skills a résumé mentions', () => {
  it('finds skills in their other spellings, in the spelling Evee uses, the most mentioned first', () => {
    const text = 'Built services in node and ts; ran them on k8s.\nTypeScript everywhere. Postgres DBA';
    expect(resumeSkills(text, vocabulary, [])).toEqual(['TypeScript', 'Node.js', 'Kubernetes', 'PostgreSQL']);
  });

  it('leaves out the skills the profile has, however they are spelt there', () => {
    const text = 'Skills: TypeScript, Kubernetes, React, Figma';
    expect(resumeSkills(text, vocabulary, ['ts', 'K8S'])).toEqual(['React', 'Figma']);
    expect(resumeSkills(text, vocabulary, ['ts', 'K8S', 'react.js'])).toEqual(['Figma']);
  });

  it('reads names with symbols and of several words, across list marks and line ends', () => {
    const text = 'Languages: C++, C# (.NET 8) • Machine learning / computer vision\nGoogle Cloud Platform | CI/CD.';
    expect(resumeSkills(text, vocabulary, [])).toEqual([
      'C++',
      'C#',
      '.NET',
      'Machine Learning',
      'Computer Vision',
      'Google Cloud Platform',
      'CI/CD',
    ]);
  });

  it('does not take ordinary words, a single lower-case letter or the word CV for skills', () => {
    const text = 'CV of a person keen to go far, r&d minded, who will rust nothing. Go and Rust daily; R for stats.';
    expect(resumeSkills(text, vocabulary, [])).toEqual(['Go', 'Rust', 'R']);
  });

  it('offers only skills in the vocabulary, at most the limit given', () => {
    expect(resumeSkills('Cobol, Fortran and Delphi', vocabulary, [])).toEqual([]);
    expect(resumeSkills('React Figma Rust TypeScript', vocabulary, [], 2)).toEqual(['React', 'Figma']);
  });
});

describe('reading a PDF résumé on the device', () => {
  it('gives the text of every page, so its skills are found', async () => {
    const pdf = makePdf([
      { lines: ['Maya Chen', 'Frontend engineer (TS, React)'] },
      { lines: ['Also: k8s and Postgres'] },
    ]);
    const text = await readPdfText(pdfjs, pdf);
    expect(text).toContain('Frontend engineer (TS, React)');
    expect(resumeSkills(text, vocabulary, ['React'])).toEqual(['TypeScript', 'Kubernetes', 'PostgreSQL']);
  });

  it('gives no text for a PDF of shapes only, as a scan, and so no skills', async () => {
    const text = await readPdfText(pdfjs, makePdf([{}, {}]));
    expect(text).toBe('');
    expect(resumeSkills(text, vocabulary, [])).toEqual([]);
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(readPdfText(pdfjs, new TextEncoder().encode('PK\u0003\u0004 a Word document'))).rejects.toThrow();
  });
});
