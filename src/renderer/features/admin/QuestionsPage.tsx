import { useMemo, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  MOODLE_IMPORT_MAX_CHARS,
  QUESTION_DESK_PAGE_SIZE,
  QUESTION_STATES,
  type DeskQuestionRow,
} from '../../../shared/api/calls/adminQuestions';
import { COUNTRIES } from '../../../shared/api/constants';
import {
  ANY,
  deskFilterFormSchema,
  deskFilterQueryOf,
  deskFilterValuesOf,
  deskSearch,
  EMPTY_DESK_FILTERS,
  germanDay,
  type DeskFilterQuery,
} from '../../../shared/domain/deskForms';
import { PATHS } from '../../../shared/domain/paths';
import { adminRealmMessages as m } from '../../../shared/messages/adminRealm';
import { deskMessageFor } from './deskErrors';
import { useAtomValue } from '../../state';
import { Button, Card, InlineAlert, LinkButton, PageHeader, saveFile, Select } from '../../ui';
import { Controller, FormCheckbox, FormTextField, useWatch, useZodForm } from '../../ui/form';
import { deskExportAtom, deskImportAtom } from './mutations';
import { useDeskCategories, useDeskQuestions } from './queries';
import { PagedResults } from './PagedResults';
import { FilterCard } from './FilterCard';

const anyOption = { id: ANY, label: m.deskAny };

function Filters({
  applied,
  onApply,
}: {
  applied: DeskFilterQuery;
  onApply: (filters: DeskFilterQuery) => void;
}) {
  const form = useZodForm(deskFilterFormSchema, { defaultValues: deskFilterValuesOf(applied) });
  const country = useWatch({ control: form.control, name: 'country' });
  const categories = useDeskCategories(country === ANY ? null : country);
  const submit = form.handleSubmit((query) => onApply(query));
  const selects = [
    {
      name: 'country',
      label: m.deskCountry,
      options: COUNTRIES.map((c) => ({ id: c, label: m.countryNames[c] })),
    },
    {
      name: 'category',
      label: m.deskCategory,
      options: (categories.data ?? []).map((c) => ({ id: String(c.id), label: `${c.name} (${c.key})` })),
    },
    {
      name: 'difficulty',
      label: m.deskDifficulty,
      options: (['1', '2'] as const).map((d) => ({ id: d, label: m.difficultyNames[d] })),
    },
    {
      name: 'state',
      label: m.deskState,
      options: QUESTION_STATES.map((s) => ({ id: s, label: m.stateNames[s] })),
    },
  ] as const;
  return (
    <FilterCard
      title={m.deskFilters}
      onSubmit={submit}
      applyLabel={m.auditApply}
      onReset={() => {
        form.reset(EMPTY_DESK_FILTERS);
        onApply({});
      }}
      resetLabel={m.auditReset}
    >
      {selects.map(({ name, label, options }) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select
              label={label}
              name={name}
              options={[anyOption, ...options]}
              value={field.value}
              onChange={(value) => {
                field.onChange(value ?? ANY);
                if (name === 'country') form.setValue('category', ANY);
              }}
            />
          )}
        />
      ))}
      <FormTextField control={form.control} name="text" label={m.deskText} />
      <FormTextField control={form.control} name="source" label={m.deskSource} />
      <FormTextField
        control={form.control}
        name="valid_before"
        label={m.deskValidBefore}
        placeholder="TT.MM.JJJJ"
      />
      <div className="admin-filters__check">
        <FormCheckbox control={form.control} name="open_reports">
          {m.deskOpenReports}
        </FormCheckbox>
      </div>
    </FilterCard>
  );
}

function QuestionTable({ rows }: { rows: readonly DeskQuestionRow[] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{m.deskTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.deskKey}</th>
            <th scope="col">{m.deskState}</th>
            <th scope="col">{m.questionText}</th>
            <th scope="col">{m.deskCategories}</th>
            <th scope="col">{m.deskCoins}</th>
            <th scope="col">{m.deskValidAsOf}</th>
            <th scope="col">{m.deskReports}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="desk-row">
              <td className="admin-table__nowrap">
                <Link to={`${PATHS.adminQuestions}/${row.id}`}>{row.key}</Link>
              </td>
              <td className="admin-table__nowrap">
                <span className={`admin-state admin-state--${row.state}`}>{m.stateNames[row.state]}</span>
              </td>
              <td className="admin-desk__text">{row.text}</td>
              <td>{row.categories.join(', ')}</td>
              <td>{row.coins}</td>
              <td className="admin-table__nowrap">
                {row.valid_as_of ? germanDay(row.valid_as_of) : m.deskNoDate}
              </td>
              <td>{row.open_reports}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Reads a chosen file as text in the browser; the import sends the text. */
const readText = (file: File): Promise<string> => file.text();

/** Moodle XML in (drafts) and out (the current filters' selection, as a download). */
function MoodlePanel({ filters }: { filters: DeskFilterQuery }) {
  const importer = useAtomValue(deskImportAtom);
  const exporter = useAtomValue(deskExportAtom);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [imported, setImported] = useState<{ imported: number; refused: string[] } | null>(null);
  const [exported, setExported] = useState<string | null>(null);

  const runImport = async () => {
    setProblem(null);
    setImported(null);
    if (!file) return setProblem(m.importNoFile);
    const xml = await readText(file);
    if (xml.length > MOODLE_IMPORT_MAX_CHARS) return setProblem(m.importTooLarge);
    try {
      const reply = await importer.mutateAsync(xml);
      setImported({ imported: reply.imported, refused: reply.refused });
    } catch (error) {
      setProblem(deskMessageFor(error));
    }
  };

  const runExport = async () => {
    setProblem(null);
    setExported(null);
    try {
      const reply = await exporter.mutateAsync(filters);
      saveFile(
        new Blob([reply.xml], { type: 'application/xml' }),
        m.exportFileName(new Date().toISOString().slice(0, 10)),
      );
      setExported(m.exportDone(reply.count));
    } catch (error) {
      setProblem(deskMessageFor(error));
    }
  };

  return (
    <Card as="section" title={m.moodleTitle} className="admin-moodle">
      <p className="admin-muted">{m.moodleIntro}</p>
      <div className="admin-moodle__row">
        <label className="admin-file">
          <span>{m.importFile}</span>
          <input
            type="file"
            accept=".xml,application/xml,text/xml"
            onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <Button isPending={importer.isPending} onPress={() => void runImport()}>
          {importer.isPending ? m.importing : m.importSubmit}
        </Button>
        <Button variant="secondary" isPending={exporter.isPending} onPress={() => void runExport()}>
          {exporter.isPending ? m.exporting : m.exportSubmit}
        </Button>
      </div>
      {problem && <InlineAlert tone="error">{problem}</InlineAlert>}
      {exported && (
        <p role="status" className="admin-results__count">
          {exported}
        </p>
      )}
      {imported && (
        <div role="status" data-testid="import-result">
          <p className="admin-results__count">{m.importResult(imported.imported)}</p>
          {imported.refused.length > 0 && (
            <>
              <p>{m.importRefused}</p>
              <ul className="admin-refused">
                {imported.refused.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Card>
  );
}

/**
 * /admin/questions: the desk's list, its filters, Moodle import and export. The applied filters live in the
 * address, so a link (the overview's) opens the list filtered and the browser's back returns to the last ones.
 */
export function QuestionsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => deskFilterQueryOf((key) => search.get(key)), [search]);
  const [page, setPage] = useState(1);
  const list = useDeskQuestions(filters, page);
  return (
    <>
      <PageHeader title={m.questionsTitle} level={1} description={m.questionsIntro} />
      <div className="admin-toolbar">
        <LinkButton to={`${PATHS.adminQuestions}/new`}>{m.deskNew}</LinkButton>
      </div>
      <Filters
        // Filters the address changed (back, a link) show in a fresh form.
        key={deskSearch(filters)}
        applied={filters}
        onApply={(next) => {
          setSearch(deskSearch(next));
          setPage(1);
        }}
      />
      <MoodlePanel filters={filters} />
      <PagedResults
        query={list}
        pageSize={QUESTION_DESK_PAGE_SIZE}
        page={page}
        onPage={setPage}
        count={m.deskCount}
        empty={m.deskEmpty}
        pagination={m.deskPagination}
      >
        {(rows) => <QuestionTable rows={rows} />}
      </PagedResults>
    </>
  );
}
