package dev.catalogkit.explore;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Shrinks a failing sequence in two passes, within one budget of walks. First delta debugging
 * (Zeller's ddmin, complements only): it takes out ever smaller chunks of steps while the rest
 * still fails, down to a sequence from which no single step can be taken out (1-minimal). Then each
 * remaining step is replaced by a simpler form of itself (a replace with one change fewer, a retry
 * without its key) while the sequence still fails.
 */
public final class Shrinker<T> {

  private final Predicate<List<T>> stillFails;
  private final Function<T, List<T>> simpler;
  private final int maxWalks;
  private int walks;

  private Shrinker(Predicate<List<T>> stillFails, Function<T, List<T>> simpler, int maxWalks) {
    this.stillFails = stillFails;
    this.simpler = simpler;
    this.maxWalks = maxWalks;
  }

  /**
   * The shortest, simplest sequence found that still fails; {@code failing} itself when nothing
   * shorter or simpler does. Each call of {@code stillFails} is one walk against the server, at
   * most {@code maxWalks}; {@code simpler} gives the simpler forms of a step, simplest first.
   */
  public static <T> List<T> shrink(
      List<T> failing, Predicate<List<T>> stillFails, Function<T, List<T>> simpler, int maxWalks) {
    Shrinker<T> shrinker = new Shrinker<>(stillFails, simpler, maxWalks);
    return shrinker.simplified(shrinker.shortened(List.copyOf(failing)));
  }

  /** The same with steps that have no simpler form. */
  public static <T> List<T> shrink(List<T> failing, Predicate<List<T>> stillFails, int maxWalks) {
    return shrink(failing, stillFails, step -> List.of(), maxWalks);
  }

  private List<T> shortened(List<T> failing) {
    List<T> current = failing;
    int chunks = 2;
    while (current.size() > 1 && budgetLeft()) {
      int chunk = (current.size() + chunks - 1) / chunks;
      List<T> smaller = null;
      for (int start = 0; start < current.size() && budgetLeft(); start += chunk) {
        List<T> rest = without(current, start, chunk);
        if (fails(rest)) {
          smaller = rest;
          break;
        }
      }
      if (smaller != null) {
        current = smaller;
        chunks = Math.max(chunks - 1, 2);
      } else if (chunk == 1) {
        break; // no single step can go: 1-minimal
      } else {
        chunks = Math.min(current.size(), chunks * 2);
      }
    }
    return current;
  }

  private List<T> simplified(List<T> failing) {
    List<T> current = failing;
    for (int index = 0; index < current.size(); index++) {
      boolean simplerFails = true;
      while (simplerFails && budgetLeft()) {
        simplerFails = false;
        for (T candidate : simpler.apply(current.get(index))) {
          List<T> tried = new ArrayList<>(current);
          tried.set(index, candidate);
          if (!budgetLeft()) {
            break;
          }
          if (fails(List.copyOf(tried))) {
            current = List.copyOf(tried);
            simplerFails = true;
            break;
          }
        }
      }
    }
    return current;
  }

  private boolean budgetLeft() {
    return walks < maxWalks;
  }

  private boolean fails(List<T> candidate) {
    walks++;
    return stillFails.test(candidate);
  }

  private static <T> List<T> without(List<T> steps, int start, int length) {
    List<T> rest = new ArrayList<>(steps.subList(0, start));
    rest.addAll(steps.subList(Math.min(steps.size(), start + length), steps.size()));
    return List.copyOf(rest);
  }
}
