import { type IncidentJson } from "../../../../contract/sports/api";
import { incidentIcon, incidentLabel, INCIDENT_CODES, isIncidentCode } from "../../../../contract/sports/incidents";
import { EmptyState } from "~/components/ui/EmptyState";
import { t } from "~/services/locale/screen-messages";
import { minuteLabel, shootoutProgress, splitIncidents } from "~/services/sports/match-view";

function IncidentIcon({ type }: { type: number }) {
  if (!isIncidentCode(type)) return null;
  return <img className="incident__icon" src={incidentIcon(type)} alt={t(incidentLabel(type))} width={20} height={20} />;
}

/** Who did it: the player, or for a substitution who came on and who went off. */
function IncidentText({ incident }: { incident: IncidentJson }) {
  if (incident.type === INCIDENT_CODES.substitution) {
    return (
      <span className="incident__text">
        {incident.in_player_name ? (
          <span className="incident__in">
            <span className="visually-hidden">{t("playerIn")}: </span>
            {incident.in_player_name}
          </span>
        ) : null}
        {incident.out_player_name ? (
          <span className="incident__out">
            <span className="visually-hidden">{t("playerOut")}: </span>
            {incident.out_player_name}
          </span>
        ) : null}
      </span>
    );
  }
  return <span className="incident__text">{incident.player_name}</span>;
}

/** The incidents in match order, home on the left and away on the right; the shoot-out's kicks in their own list. */
export function MatchTimeline({ incidents }: { incidents: readonly IncidentJson[] }) {
  const { play, shootout } = splitIncidents(incidents);
  return (
    <section className="card match-section" aria-labelledby="match-timeline-title" data-testid="match-timeline">
      <h2 id="match-timeline-title" className="match-section__title">
        {t("matchTimeline")}
      </h2>
      {play.length === 0 && shootout.length === 0 ? <EmptyState message={t("noTimeline")} /> : null}
      {play.length > 0 ? (
        <ol className="timeline">
          {play.map((incident) => (
            <li
              key={incident.sequence}
              className={`incident incident--${incident.position === 1 ? "home" : "away"}`}
              data-type={incident.type}
              data-side={incident.position === 1 ? "home" : "away"}
            >
              <span className="incident__minute">{minuteLabel(incident)}</span>
              <span className="incident__body">
                <IncidentIcon type={incident.type} />
                <IncidentText incident={incident} />
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {shootout.length > 0 ? (
        <>
          <h3 className="match-section__subtitle">{t("matchShootout")}</h3>
          <ol className="timeline timeline--shootout" data-testid="match-shootout">
            {shootoutProgress(shootout).map(({ kick, score }) => (
              <li
                key={kick.sequence}
                className={`incident incident--${kick.position === 1 ? "home" : "away"}`}
                data-type={kick.type}
                data-side={kick.position === 1 ? "home" : "away"}
              >
                <span className="incident__minute">
                  {score[0]}-{score[1]}
                </span>
                <span className="incident__body">
                  <IncidentIcon type={kick.type} />
                  <IncidentText incident={kick} />
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
