package dev.catalogkit.protocols.paimon.explore;

import dev.catalogkit.client.Pager;
import dev.catalogkit.explore.Disagreement;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.ListingPage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A paged listing held against the model: every page answers 200 with a documented body, no page
 * holds more than maxResults, no empty page carries a token, the walk ends, every name the model
 * holds comes once, and a name it does not hold breaks the rule that took it away.
 */
final class PagedListing {

  /**
   * The rules a listing's promises are under.
   *
   * @param emptyDatabase the first page of a database without such views answers 200
   * @param complete the walk ends and lists every name once
   * @param pageSize no page holds more than maxResults
   * @param emptyPageToken no empty page carries a token; null where no sentence says so
   */
  record Rules(String emptyDatabase, String complete, String pageSize, String emptyPageToken) {}

  static final Rules SEMANTIC_VIEWS =
      new Rules("PAI-LIST-04", "PAI-LIST-02", "PAI-LIST-05", "PAI-LIST-03");
  static final Rules SQL_VIEWS = new Rules("PAI-VLS-01", "PAI-VLS-01", "PAI-VLS-01", null);

  private final Answers answers;
  private final Rules rules;
  private final Function<Exchange, ListingPage> read;
  private final Predicate<String> kept;

  /**
   * @param read reads one page of the listing
   * @param kept the entries that are the database's (the global listing may hold others)
   */
  PagedListing(
      Answers answers, Rules rules, Function<Exchange, ListingPage> read, Predicate<String> kept) {
    this.answers = answers;
    this.rules = rules;
    this.read = read;
    this.kept = kept;
  }

  /**
   * @param maxResults the page size asked for, 0 for none
   * @param ruleOfStray the rule a listed name breaks that the model does not hold
   */
  void expect(
      Pager.Walk walk, int maxResults, Set<String> expected, UnaryOperator<String> ruleOfStray) {
    List<String> listed = new ArrayList<>();
    for (Exchange page : walk.pages()) {
      answers.status(page, 200, expected.isEmpty() ? rules.emptyDatabase() : rules.complete());
      ListingPage listedPage = read.apply(page);
      List<String> onPage = listedPage.entries().stream().filter(kept).toList();
      if (maxResults > 0 && onPage.size() > maxResults) {
        throw new Disagreement(
            rules.pageSize(), "at most " + maxResults + " names a page", "" + onPage, page);
      }
      if (rules.emptyPageToken() != null
          && onPage.isEmpty()
          && listedPage.nextPageToken().isText()) {
        throw new Disagreement(
            rules.emptyPageToken(),
            "an empty page without nextPageToken",
            listedPage.nextPageToken().toString(),
            page);
      }
      listed.addAll(onPage);
    }
    Exchange last = walk.pages().get(walk.pages().size() - 1);
    if (!walk.ended()) {
      throw new Disagreement(
          rules.complete(),
          "a last page without nextPageToken",
          "still paging after " + walk.pages().size() + " pages",
          last);
    }
    Set<String> unique = new HashSet<>(listed);
    if (unique.size() < listed.size() || !unique.containsAll(expected)) {
      throw new Disagreement(rules.complete(), "each of " + expected + " once", "" + listed, last);
    }
    unique.removeAll(expected);
    Optional<String> stray = unique.stream().sorted().findFirst();
    if (stray.isPresent()) {
      throw new Disagreement(
          ruleOfStray.apply(stray.get()), "exactly " + expected, "" + listed, last);
    }
  }
}
