package dev.catalogkit.explore;

import java.time.Duration;

/**
 * How far one exploration goes.
 *
 * @param seed the seed of every random choice: the same seed walks the same steps again
 * @param maxSteps the steps planned at most, over all sequences (shrinking and confirming aside)
 * @param duration the time after which no new sequence starts
 * @param sequenceLength the steps of one sequence, each in containers of its own
 * @param replays how often a shrunk finding is walked again on fresh names to confirm it
 * @param shrinkWalks the walks a shrink may spend at most
 * @param walkers the sequences walked at once, each in containers of its own ({@code
 *     --explore-parallel}); shrinking and confirming always walk alone
 */
public record ExploreOptions(
    long seed,
    int maxSteps,
    Duration duration,
    int sequenceLength,
    int replays,
    int shrinkWalks,
    int walkers) {

  public static final int DEFAULT_SEQUENCE_LENGTH = 40;
  public static final int DEFAULT_REPLAYS = 3;
  public static final int DEFAULT_SHRINK_WALKS = 300;

  public ExploreOptions {
    if (maxSteps < 1 || sequenceLength < 1 || replays < 1 || shrinkWalks < 0 || walkers < 1) {
      throw new IllegalArgumentException(
          "steps, sequence length, replays and walkers must be positive");
    }
  }

  /** The defaults but for the seed, the step budget and the time limit: one walker. */
  public static ExploreOptions of(long seed, int maxSteps, Duration duration) {
    return new ExploreOptions(
        seed,
        maxSteps,
        duration,
        DEFAULT_SEQUENCE_LENGTH,
        DEFAULT_REPLAYS,
        DEFAULT_SHRINK_WALKS,
        1);
  }

  /** The same exploration with this many walkers at once. */
  public ExploreOptions walkingAtOnce(int count) {
    return new ExploreOptions(
        seed, maxSteps, duration, sequenceLength, replays, shrinkWalks, count);
  }
}
