// The commits a git checkout is behind, grouped by day (newest first): the day as a heading, then
// each commit's subject (a link to it on GitHub when the remote is there), author and time.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useTranslation } from '../../../locales/react';
import type { VersionInfo } from '../../../../protocol/updates';
import { clampLines } from '../../../components/clamp';
import { primaryText } from '../../../components/colors';
import { DEFAULT_TIME_FORMAT } from '../../../lib/format-date';
import { commitsBehind, commitsByDay, commitUrl } from '../../../lib/update-view';
import versionsMessages from '../../../locales/en/versions.json';
import { registerEnglishArea } from '../../../locales/lazy';

registerEnglishArea(versionsMessages);

/** How a day heading reads (the settings' date format, once there is one). */
export const DAY_FORMAT = 'dddd, MMM D, YYYY';

export function CommitList({ info, id }: { info: VersionInfo; id: string }) {
  const { t } = useTranslation();
  const days = commitsByDay(commitsBehind(info));
  return (
    <Box id={id} sx={{ mt: 1, pl: { xs: 0, sm: 1 } }}>
      {days.map((day) => (
        <Box key={day.day} component="section" sx={{ mb: 1 }}>
          <Typography
            component="h4"
            variant="caption"
            sx={{ display: 'block', fontWeight: 600, color: 'text.secondary', mb: 0.5 }}
          >
            {day.day ? dayjs(day.start * 1000).format(DAY_FORMAT) : t('versions.unknownDay')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {day.commits.map((commit) => {
              const url = commitUrl(info, commit.sha);
              const seconds = Number(commit.date);
              const time = seconds > 0 ? dayjs(seconds * 1000).format(DEFAULT_TIME_FORMAT) : '';
              return (
                <Box
                  component="li"
                  key={commit.sha}
                  sx={{ py: 0.5, pl: 1, borderLeft: 2, borderColor: 'divider', mb: 0.5 }}
                >
                  <Typography variant="body2" title={commit.subject} sx={clampLines(3)}>
                    {url ? (
                      <Link
                        href={url}
                        target="_blank"
                        rel="noopener noreferrer"
                        sx={{ color: primaryText }}
                        aria-label={`${commit.subject} — ${t('versions.viewCommit', { sha: commit.sha.slice(0, 7) })}`}
                      >
                        {commit.subject}
                      </Link>
                    ) : (
                      commit.subject
                    )}
                    {commit.tag && (
                      <Chip
                        size="small"
                        label={t('versions.tag', { tag: commit.tag })}
                        title={commit.tag}
                        sx={{ ml: 1, height: 20, maxWidth: '100%' }}
                      />
                    )}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    title={commit.author}
                    sx={clampLines(2)}
                  >
                    {t('versions.commitMeta', { author: commit.author, time })}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
