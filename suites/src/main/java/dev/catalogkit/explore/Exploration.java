package dev.catalogkit.explore;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.LongSupplier;

/**
 * The exploration loop: random sequences from one seeded generator, walked one after another until
 * the step budget or the time is spent or a walk finds something; a finding is then shrunk to the
 * shortest sequence that still fails by the same rule and walked again {@link
 * ExploreOptions#replays()} times on fresh names.
 *
 * <p>Only the sequences depend on the seed; the server's answers never steer the generator, so a
 * seed walks the same steps against any server.
 */
public final class Exploration {

  /** Walks that stop early are worth a line each, but a server refusing every one is one story. */
  private static final int MAX_STOPS_KEPT = 5;

  private final Explorer explorer;
  private final ExploreOptions options;
  private final LongSupplier requestsSent;

  /**
   * @param requestsSent counts the requests sent so far (the run's recorder), for the figures
   */
  public Exploration(Explorer explorer, ExploreOptions options, LongSupplier requestsSent) {
    this.explorer = explorer;
    this.options = options;
    this.requestsSent = requestsSent;
  }

  public ExplorationResult run() {
    long started = System.nanoTime();
    long deadline = started + options.duration().toNanos();
    Random random = new Random(options.seed());
    int sequences = 0;
    int planned = 0; // what the generator was asked for: answers never change it
    int walked = 0;
    List<String> stopped = new ArrayList<>();
    while (planned < options.maxSteps() && System.nanoTime() < deadline) {
      List<Step> sequence =
          explorer.sequence(
              random, Math.min(options.sequenceLength(), options.maxSteps() - planned));
      planned += sequence.size();
      sequences++;
      WalkResult walk = explorer.walk(sequence);
      walked += walk.stepsRun();
      if (walk.stoppedBecause() != null && stopped.size() < MAX_STOPS_KEPT) {
        stopped.add(walk.stoppedBecause());
      }
      if (walk.finding().isPresent()) {
        long exploring = (System.nanoTime() - started) / 1_000_000;
        ShrunkFinding shrunk = shrinkAndConfirm(sequence, walk);
        return result(sequences, walked, stopped, exploring, Optional.of(shrunk));
      }
    }
    return result(
        sequences, walked, stopped, (System.nanoTime() - started) / 1_000_000, Optional.empty());
  }

  /** The requests are counted last, so shrinking and confirming are in them. */
  private ExplorationResult result(
      int sequences,
      int walked,
      List<String> stopped,
      long exploringMillis,
      Optional<ShrunkFinding> finding) {
    return new ExplorationResult(
        options.seed(),
        sequences,
        walked,
        stopped,
        requestsSent.getAsLong(),
        exploringMillis,
        finding);
  }

  private ShrunkFinding shrinkAndConfirm(List<Step> sequence, WalkResult first) {
    Finding found = first.finding().orElseThrow();
    List<Step> failing = sequence.subList(0, found.step());
    List<Step> shrunk =
        Shrinker.shrink(
            failing,
            candidate -> explorer.walk(candidate).failsLike(found),
            explorer::simpler,
            options.shrinkWalks());
    WalkResult shown = first;
    int reproduced = 0;
    for (int replay = 0; replay < options.replays(); replay++) {
      WalkResult again = explorer.walk(shrunk);
      if (again.failsLike(found)) {
        reproduced++;
        shown = again;
      }
    }
    return new ShrunkFinding(
        shown.finding().orElseThrow(),
        shrunk,
        failing.size(),
        reproduced,
        options.replays(),
        shown.exchanges());
  }
}
