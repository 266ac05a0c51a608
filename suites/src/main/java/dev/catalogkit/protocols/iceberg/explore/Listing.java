package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.client.Pager;
import dev.catalogkit.explore.Disagreement;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.iceberg.IcebergLists;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A paged listing of a namespace's views or tables held against the model: it ends, its last page
 * without a token (ICE-PAGE-02), no page holds more than the page size (ICE-PAGE-03), every object
 * the model holds comes once (ICE-PAGE-01), no object of the other kind is listed (ICE-XTY-04), and
 * nothing else is ({@code exactRule}).
 */
final class Listing {

  private Listing() {}

  static void expect(
      Pager.Walk walk,
      int pageSize,
      Set<String> expected,
      Set<String> otherKind,
      String exactRule,
      int maxPages) {
    if (walk.refused() != null) {
      Predictions.status(walk.refused(), 200, exactRule);
    }
    Exchange last = walk.pages().get(walk.pages().size() - 1);
    if (!walk.ended()) {
      throw new Disagreement("ICE-PAGE-02", "the listing ends", "no end after " + maxPages, last);
    }
    if (IcebergLists.carriesToken(last)) {
      throw new Disagreement(
          "ICE-PAGE-02",
          "no next-page-token on the last page",
          "next-page-token " + IcebergLists.tokenShown(last),
          last);
    }
    List<String> listed = new ArrayList<>();
    for (Exchange page : walk.pages()) {
      Predictions.status(page, 200, exactRule);
      List<String> names = IcebergLists.identifierNames(page);
      if (names.size() > pageSize) {
        throw new Disagreement(
            "ICE-PAGE-03", "at most " + pageSize + " names a page", names.toString(), page);
      }
      listed.addAll(names);
    }
    Set<String> unique = new HashSet<>(listed);
    if (unique.size() < listed.size() || !unique.containsAll(expected)) {
      throw new Disagreement("ICE-PAGE-01", "each of " + expected + " once", "" + listed, last);
    }
    unique.removeAll(expected);
    if (unique.stream().anyMatch(otherKind::contains)) {
      throw new Disagreement("ICE-XTY-04", "exactly " + expected, "" + listed, last);
    }
    if (!unique.isEmpty()) {
      throw new Disagreement(exactRule, "exactly " + expected, "" + listed, last);
    }
  }
}
