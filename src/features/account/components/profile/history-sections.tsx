// My Profile's lists of rows: work experience, education and links, each added and removed.
import { MAX_ROWS } from '../../utils/profile-form';
import { SectionCard } from '../section-card';
import type { SectionProps } from './profile-sections';
import { RowListEditor } from './row-list-editor';

export function HistorySection({ values, errors, set }: SectionProps) {
  return (
    <>
      <SectionCard title="Work experience">
        <RowListEditor
          name="work_experience"
          title="Work experience"
          rows={values.work_experience}
          max={MAX_ROWS}
          errors={errors}
          onChange={(rows) => set('work_experience', rows)}
          empty={() => ({ title: '', company: '', period: '', description: '' })}
          addLabel="Add position"
          emptyText="No positions yet. Add the roles you have held, newest first."
          describe={(row, i) => row.title || row.company || `position ${i + 1}`}
          fields={[
            { key: 'title', label: 'Title', placeholder: 'Frontend Engineer' },
            { key: 'company', label: 'Company' },
            { key: 'period', label: 'Period', placeholder: '2021 – present', wide: true },
            { key: 'description', label: 'Description', multiline: true, wide: true },
          ]}
        />
      </SectionCard>
      <SectionCard title="Education">
        <RowListEditor
          name="education"
          title="Education"
          rows={values.education}
          max={MAX_ROWS}
          errors={errors}
          onChange={(rows) => set('education', rows)}
          empty={() => ({ school: '', degree: '', period: '' })}
          addLabel="Add education"
          emptyText="No education yet. Add schools, degrees or courses."
          describe={(row, i) => row.school || `education ${i + 1}`}
          fields={[
            { key: 'school', label: 'School' },
            { key: 'degree', label: 'Degree' },
            { key: 'period', label: 'Period', placeholder: '2014 – 2018', wide: true },
          ]}
        />
      </SectionCard>
      <SectionCard title="Links" description="Your portfolio, GitHub, LinkedIn or personal site.">
        <RowListEditor
          name="links"
          title="Links"
          rows={values.links}
          max={20}
          errors={errors}
          onChange={(rows) => set('links', rows)}
          empty={() => ({ label: '', url: '' })}
          addLabel="Add link"
          emptyText="No links yet."
          describe={(row, i) => row.label || `link ${i + 1}`}
          fields={[
            { key: 'label', label: 'Label', placeholder: 'GitHub' },
            { key: 'url', label: 'URL', placeholder: 'https://github.com/you', inputMode: 'url' },
          ]}
        />
      </SectionCard>
    </>
  );
}
