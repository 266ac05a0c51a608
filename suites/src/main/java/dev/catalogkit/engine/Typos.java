package dev.catalogkit.engine;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The valid names a mistyped one most likely meant: the same name written another way ({@code
 * ice-vcr-4} for {@code ICE-VCR-04}), else the nearest by edit distance, at most two edits away.
 */
public final class Typos {

  private static final int MAX_EDITS = 2;
  private static final int MAX_SUGGESTIONS = 3;

  private Typos() {}

  public static List<String> likelyMeant(String typed, Collection<String> valid) {
    List<String> same =
        valid.stream().filter(name -> normal(name).equals(normal(typed))).sorted().toList();
    if (!same.isEmpty()) {
      return same;
    }
    Map<String, Integer> distances = new TreeMap<>();
    valid.forEach(name -> distances.put(name, edits(typed, name)));
    int nearest = distances.values().stream().min(Integer::compare).orElse(Integer.MAX_VALUE);
    if (nearest > MAX_EDITS) {
      return List.of();
    }
    return distances.entrySet().stream()
        .filter(distance -> distance.getValue() == nearest)
        .map(Map.Entry::getKey)
        .limit(MAX_SUGGESTIONS)
        .toList();
  }

  /** Upper case, numbers without leading zeros. */
  private static String normal(String name) {
    return name.toUpperCase(Locale.ROOT).replaceAll("(?<![0-9])0+(?=[0-9])", "");
  }

  /** Levenshtein distance, case-insensitive. */
  private static int edits(String a, String b) {
    String x = a.toUpperCase(Locale.ROOT);
    String y = b.toUpperCase(Locale.ROOT);
    int[] previous = new int[y.length() + 1];
    int[] current = new int[y.length() + 1];
    for (int j = 0; j <= y.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= x.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= y.length(); j++) {
        int substitution = previous[j - 1] + (x.charAt(i - 1) == y.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[y.length()];
  }
}
