package dev.catalogkit.engine;

import java.util.Locale;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * Which checks a run holds: the areas or requirements to check (empty for all) and those to leave
 * out (areas are matched lower-case, IDs upper-case), and whether checks of capabilities the server
 * neither advertises nor was found to serve run anyway ({@code --force-unadvertised}).
 *
 * @param noChecks no check runs at all, the probes neither: a run that only explores
 */
public record CheckSelection(
    Set<String> areas,
    Set<String> requirementIds,
    Set<String> excludedAreas,
    Set<String> excludedRequirementIds,
    boolean forceUnadvertised,
    boolean noChecks) {

  /** Every check, unadvertised capabilities judged by probing. */
  public static final CheckSelection ALL =
      new CheckSelection(Set.of(), Set.of(), Set.of(), Set.of(), false);

  /** No check: the run only explores ({@code explore}). */
  public static final CheckSelection NONE =
      new CheckSelection(Set.of(), Set.of(), Set.of(), Set.of(), false, true);

  public CheckSelection {
    areas = normalised(areas, name -> name.toLowerCase(Locale.ROOT));
    requirementIds = normalised(requirementIds, id -> id.toUpperCase(Locale.ROOT));
    excludedAreas = normalised(excludedAreas, name -> name.toLowerCase(Locale.ROOT));
    excludedRequirementIds = normalised(excludedRequirementIds, id -> id.toUpperCase(Locale.ROOT));
  }

  /**
   * The checks these filters name (the command line's {@code --area}, {@code --requirement}, …).
   */
  public CheckSelection(
      Set<String> areas,
      Set<String> requirementIds,
      Set<String> excludedAreas,
      Set<String> excludedRequirementIds,
      boolean forceUnadvertised) {
    this(areas, requirementIds, excludedAreas, excludedRequirementIds, forceUnadvertised, false);
  }

  /** The checks of these requirements only (the command line's {@code --requirement}). */
  public static CheckSelection requirements(Set<String> requirementIds) {
    return new CheckSelection(Set.of(), requirementIds, Set.of(), Set.of(), false);
  }

  /** Whether the user named areas or requirements to run (exclusions aside). */
  public boolean filtered() {
    return !areas.isEmpty() || !requirementIds.isEmpty();
  }

  /** Selected by the include filters (none: all) and not excluded by area or ID. */
  public boolean selects(String requirementId, String area) {
    if (noChecks) {
      return false;
    }
    boolean included =
        !filtered() || areas.contains(area) || requirementIds.contains(requirementId);
    return included
        && !excludedAreas.contains(area)
        && !excludedRequirementIds.contains(requirementId);
  }

  private static Set<String> normalised(Set<String> names, UnaryOperator<String> form) {
    return names.stream().map(form).collect(Collectors.toUnmodifiableSet());
  }
}
