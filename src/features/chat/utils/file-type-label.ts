// How a chat file's type is named on its chip: its extension as people say it ('PDF', 'DOCX'),
// else the content type's subtype, else 'File'.
export function typeLabel(file: { name: string; type: string }): string {
  const dot = file.name.lastIndexOf('.');
  if (dot > 0 && dot < file.name.length - 1) return file.name.slice(dot + 1).toUpperCase();
  return file.type.split('/').pop()?.toUpperCase() || 'File';
}
