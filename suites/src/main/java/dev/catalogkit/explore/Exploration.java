package dev.catalogkit.explore;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The exploration loop: random sequences from one seeded generator, walked by {@link
 * ExploreOptions#walkers()} walkers at once until the step budget or the time is spent or the run
 * stops. The first walk that fails by a requirement not found before is kept; once walking ends,
 * each kept finding is shrunk, alone, to the shortest sequence that still fails by the same rule
 * and walked again {@link ExploreOptions#replays()} times on fresh names.
 *
 * <p>Only the sequences depend on the seed; the server's answers never steer the generator, so a
 * seed walks the same steps against any server (with one walker, in the same order).
 *
 * @param <T> the explorer's steps
 */
public final class Exploration<T extends Step> {

  /** Walks that stop early are worth a line each, but a server refusing every one is one story. */
  private static final int MAX_STOPS_KEPT = 5;

  /** Findings kept at most: each may cost {@link ExploreOptions#shrinkWalks()} walks to shrink. */
  static final int MAX_FINDINGS = 10;

  private final Explorer<T> explorer;
  private final ExploreOptions options;
  private final LongSupplier requestsSent;
  private final Supplier<Optional<String>> stop;

  /**
   * @param requestsSent counts the requests sent so far (the run's recorder), for the figures
   * @param stop why the run stopped (Ctrl-C, its time limit), once it did: no walk starts after
   */
  public Exploration(
      Explorer<T> explorer,
      ExploreOptions options,
      LongSupplier requestsSent,
      Supplier<Optional<String>> stop) {
    this.explorer = explorer;
    this.options = options;
    this.requestsSent = requestsSent;
    this.stop = stop;
  }

  /** An exploration nothing stops but its budget. */
  public Exploration(Explorer<T> explorer, ExploreOptions options, LongSupplier requestsSent) {
    this(explorer, options, requestsSent, Optional::empty);
  }

  public ExplorationResult run() {
    long started = System.nanoTime();
    Walking walking = new Walking(started);
    walkAll(walking);
    List<ShrunkFinding> findings = new ArrayList<>();
    for (Found<T> found : walking.found()) {
      if (stop.get().isEmpty()) {
        findings.add(shrinkAndConfirm(found));
      }
    }
    return new ExplorationResult(
        options.seed(),
        options.walkers(),
        walking.sequences,
        walking.planned,
        walking.walked,
        walking.stops,
        requestsSent.getAsLong(),
        (System.nanoTime() - started) / 1_000_000,
        stop.get().orElse(null),
        findings);
  }

  /** One walker walks in this thread; more walk in threads of their own, all until none is left. */
  private void walkAll(Walking walking) {
    if (options.walkers() == 1) {
      walking.walkUntilDone();
      return;
    }
    ExecutorService walkers =
        Executors.newFixedThreadPool(options.walkers(), task -> new Thread(task, "kit-explore"));
    try {
      List<Future<?>> running = new ArrayList<>();
      for (int i = 0; i < options.walkers(); i++) {
        running.add(walkers.submit(walking::walkUntilDone));
      }
      for (Future<?> walker : running) {
        walker.get();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException thrown) {
        throw thrown;
      }
      throw new IllegalStateException(e.getCause());
    } finally {
      walkers.shutdownNow();
    }
  }

  private ShrunkFinding shrinkAndConfirm(Found<T> found) {
    long started = System.nanoTime();
    Finding finding = found.walk().finding().orElseThrow();
    List<T> failing = found.sequence().subList(0, finding.step());
    List<T> shrunk =
        Shrinker.shrink(
            failing,
            candidate -> stop.get().isEmpty() && explorer.walk(candidate).failsLike(finding),
            explorer::simpler,
            options.shrinkWalks());
    WalkResult shown = found.walk();
    List<Boolean> confirmations = new ArrayList<>();
    for (int replay = 0; replay < options.replays() && stop.get().isEmpty(); replay++) {
      WalkResult again = explorer.walk(shrunk);
      confirmations.add(again.failsLike(finding));
      if (again.failsLike(finding)) {
        shown = again;
      }
    }
    return new ShrunkFinding(
        shown.finding().orElseThrow(),
        List.copyOf(shrunk),
        failing.size(),
        confirmations,
        shown.exchanges(),
        found.afterMillis(),
        (System.nanoTime() - started) / 1_000_000);
  }

  /** A walk that failed by a requirement not found before, in the sequence numbered {@code n}. */
  private record Found<T>(int n, List<T> sequence, WalkResult walk, long afterMillis) {}

  /** What the walkers share: the seeded generator, the budget, the figures and the findings. */
  private final class Walking {
    private final long started;
    private final long deadline;
    private final Random random = new Random(options.seed());
    private final List<String> stops = new ArrayList<>();
    private final List<Found<T>> found = new ArrayList<>();
    private final Set<String> requirementsFound = new HashSet<>();
    private int sequences;
    private int planned; // what the generator was asked for: answers never change it
    private int walked;

    Walking(long started) {
      this.started = started;
      this.deadline = started + options.duration().toNanos();
    }

    void walkUntilDone() {
      for (Optional<Numbered<T>> next = next(); next.isPresent(); next = next()) {
        List<T> sequence = next.get().steps();
        record(next.get().n(), sequence, explorer.walk(sequence));
      }
    }

    private synchronized Optional<Numbered<T>> next() {
      boolean spent = planned >= options.maxSteps() || System.nanoTime() >= deadline;
      if (spent || stop.get().isPresent() || found.size() >= MAX_FINDINGS) {
        return Optional.empty();
      }
      List<T> sequence =
          explorer.sequence(
              random, Math.min(options.sequenceLength(), options.maxSteps() - planned));
      planned += sequence.size();
      return Optional.of(new Numbered<>(++sequences, sequence));
    }

    private synchronized void record(int n, List<T> sequence, WalkResult walk) {
      walked += walk.stepsRun();
      if (stop.get().isPresent()) {
        return; // what a stopping run's cut-off exchanges showed is no finding
      }
      if (walk.stoppedBecause() != null && stops.size() < MAX_STOPS_KEPT) {
        stops.add(walk.stoppedBecause());
      }
      walk.finding()
          .filter(finding -> requirementsFound.add(finding.requirementId()))
          .ifPresent(
              finding ->
                  found.add(
                      new Found<>(n, sequence, walk, (System.nanoTime() - started) / 1_000_000)));
    }

    /** In the order of the sequences they were found in, whichever walker finished first. */
    synchronized List<Found<T>> found() {
      return found.stream().sorted(Comparator.comparingInt(Found<T>::n)).toList();
    }
  }

  private record Numbered<T>(int n, List<T> steps) {}
}
