package dev.catalogkit.protocols.paimon.explore;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.explore.ExplorationResult;
import dev.catalogkit.explore.ExplorationRuns;
import dev.catalogkit.explore.ShrunkFinding;
import dev.catalogkit.explore.Step;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.paimon.PaimonFault;
import dev.catalogkit.tiers.PeerTier;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Exploration of the reference catalog's Paimon routes: without faults no seed finds anything; with
 * a cross-type fault a walk finds it under its own requirement and shrinks it to the three steps
 * that show it. Bounded by steps only (the time limit is far away), so no assertion depends on the
 * machine's speed.
 */
@PeerTier
class PaimonExplorationTest {

  static LongStream seeds() {
    return LongStream.rangeClosed(1, 4);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void theReferenceWithoutFaultsGivesNoFinding(long seed) {
    ExplorationResult result = explore(paimonReference(), seed, 300);

    assertThat(result.finding()).isEmpty();
    assertThat(result.stopped()).as("walks stopped early").isEmpty();
    assertThat(result.steps()).isEqualTo(300);
  }

  @Test
  void aSemanticViewStoredOverASqlViewIsFoundAndShrunkToItsThreeSteps() {
    ExplorationResult result =
        explore(
            paimonReference().withFaults(PaimonFault.SEMANTIC_VIEW_OVER_SQL_VIEW_ACCEPTED), 1, 400);

    assertThat(result.finding()).isPresent();
    ShrunkFinding found = result.finding().get();
    assertThat(found.finding().requirementId()).isEqualTo("PAI-SQL-01");
    assertThat(found.reproduced()).isEqualTo(3);
    List<String> steps = found.steps().stream().map(Step::describe).toList();
    assertThat(steps).hasSize(3);
    assertThat(steps.get(0)).matches("create database (d\\d)");
    String database = steps.get(0).substring("create database ".length());
    assertThat(steps.get(1)).matches("create SQL view " + database + "\\.[a-d]");
    String view = steps.get(1).substring("create SQL view ".length());
    assertThat(steps.get(2)).matches("upsert semantic view " + view + " \\(content #\\d+\\)");
    assertThat(found.finding().step()).as("found at the upsert").isEqualTo(3);
  }

  /** The gate's fault: every semantic-view route answers an empty 404 (PAI-GATE-01's to judge). */
  @Test
  void aServerWithoutSemanticViewsIsExploredOnItsDatabasesAndSqlViewsOnly() {
    ReferenceOptions withoutSemanticViews =
        paimonReference().withFaults(PaimonFault.SEMANTIC_VIEWS_ANSWER_EMPTY_404);
    assertThat(new PaimonStepGenerator(false).sequence(new Random(1), 200))
        .extracting(Step::describe)
        .noneMatch(step -> step.contains("semantic"));

    ExplorationResult result = explore(withoutSemanticViews, 1, 200);

    assertThat(result.findings()).isEmpty();
    assertThat(result.stopped()).isEmpty();
    assertThat(result.steps()).isEqualTo(200);
  }

  private static ReferenceOptions paimonReference() {
    return ReferenceOptions.defaults().withProfile("paimon");
  }

  private static ExplorationResult explore(ReferenceOptions reference, long seed, int steps) {
    return ExplorationRuns.exploreReference("paimon", reference, seed, steps);
  }
}
