package dev.catalogkit.bench;

import java.util.List;

/** Median, min and max of a few runs. */
record Spread(double median, double min, double max) {

  static Spread of(List<Double> values) {
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    int n = sorted.length;
    double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    return new Spread(median, sorted[0], sorted[n - 1]);
  }
}
