package dev.catalogkit.explore;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Delta debugging (Zeller's ddmin, complements only) over a failing sequence: it takes out ever
 * smaller chunks of steps while the rest still fails, and ends with a sequence from which no single
 * step can be taken out (1-minimal), or when its budget of walks is spent.
 */
public final class Shrinker {

  private Shrinker() {}

  /**
   * The shortest sequence found that still fails; {@code failing} itself when nothing shorter does.
   * Each call of {@code stillFails} is one walk against the server, at most {@code maxWalks}.
   */
  public static <T> List<T> shrink(List<T> failing, Predicate<List<T>> stillFails, int maxWalks) {
    List<T> current = List.copyOf(failing);
    int chunks = 2;
    int walks = 0;
    while (current.size() > 1 && walks < maxWalks) {
      int chunk = (current.size() + chunks - 1) / chunks;
      List<T> smaller = null;
      for (int start = 0; start < current.size() && walks < maxWalks; start += chunk) {
        List<T> rest = without(current, start, chunk);
        walks++;
        if (stillFails.test(rest)) {
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

  private static <T> List<T> without(List<T> steps, int start, int length) {
    List<T> rest = new ArrayList<>(steps.subList(0, start));
    rest.addAll(steps.subList(Math.min(steps.size(), start + length), steps.size()));
    return List.copyOf(rest);
  }
}
