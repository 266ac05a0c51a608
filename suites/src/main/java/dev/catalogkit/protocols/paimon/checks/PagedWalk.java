package dev.catalogkit.protocols.paimon.checks;

import dev.catalogkit.client.Pager;
import dev.catalogkit.engine.Expect;
import dev.catalogkit.engine.Precondition;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.protocols.paimon.ListingPage;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A bounded walk through one Paimon listing by its {@code nextPageToken}, and what the checks
 * expect of it: it ends, no token comes twice, no page is over {@code maxResults}, and the names
 * over all pages are the expected ones, each once. A refused page stops the check (precondition).
 */
final class PagedWalk {

  private final Pager.Walk walk;
  private final List<List<String>> pageNames;

  private PagedWalk(Pager.Walk walk, Function<Exchange, ListingPage> read) {
    this.walk = walk;
    this.pageNames = walk.pages().stream().map(page -> read.apply(page).entries()).toList();
  }

  /**
   * @param list fetches one page with these query parameters
   * @param read reads one page of the listing
   */
  static PagedWalk of(
      Function<Map<String, String>, Exchange> list,
      Map<String, String> query,
      Function<Exchange, ListingPage> read,
      int maxPages) {
    return checked(Pager.walk(list, query, ListingPage::nextToken, maxPages), read);
  }

  /**
   * Two listings walked in turn, a page of each ({@link Pager#interleaved}), with the same query
   * parameters; the walks in that order.
   */
  static List<PagedWalk> interleaved(
      Function<Map<String, String>, Exchange> first,
      Function<Map<String, String>, Exchange> second,
      Map<String, String> query,
      Function<Exchange, ListingPage> read,
      int maxPages) {
    return Pager.interleaved(first, second, query, ListingPage::nextToken, maxPages).stream()
        .map(walk -> checked(walk, read))
        .toList();
  }

  private static PagedWalk checked(Pager.Walk walk, Function<Exchange, ListingPage> read) {
    if (walk.refused() != null) {
      Precondition.require(walk.refused(), 200, "list page " + walk.pages().size());
    }
    return new PagedWalk(walk, read);
  }

  boolean ended() {
    return walk.ended();
  }

  List<Exchange> pages() {
    return walk.pages();
  }

  /** The names over all pages, in the order they came. */
  List<String> names() {
    return pageNames.stream().flatMap(List::stream).toList();
  }

  /** The names over all pages that this filter keeps, sorted. */
  List<String> sortedNames(Predicate<String> kept) {
    List<String> names = new ArrayList<>(names().stream().filter(kept).toList());
    names.sort(null);
    return names;
  }

  void expectEnded() {
    Expect.thatWithHint(
        walk.ended(),
        "a last page without nextPageToken within " + walk.pages().size() + " pages",
        "still paging"
            + repeatedToken().map(token -> "; the token \"" + token + "\" came twice").orElse(""),
        "the last page must omit the token",
        walk.evidence());
  }

  void expectNoTokenTwice() {
    Optional<String> repeated = repeatedToken();
    Expect.that(
        repeated.isEmpty(),
        "a new nextPageToken on every page",
        "the token \"" + repeated.orElse("") + "\" came twice",
        walk.evidence());
  }

  void expectNoPageOver(int maxResults) {
    int largest = pageNames.stream().mapToInt(List::size).max().orElse(0);
    Expect.that(
        largest <= maxResults,
        "at most " + maxResults + " names on a page",
        "a page of " + largest + " names",
        walk.evidence());
  }

  /** The kept names over all pages are the expected ones, each once. */
  void expectEveryNameOnce(Collection<String> expected, Predicate<String> kept) {
    List<String> sorted = new ArrayList<>(expected);
    sorted.sort(null);
    Expect.equal("names over all pages, sorted", sorted, sortedNames(kept), walk.evidence());
  }

  private Optional<String> repeatedToken() {
    Set<String> seen = new HashSet<>();
    return walk.pages().stream()
        .map(ListingPage::nextToken)
        .flatMap(Optional::stream)
        .filter(token -> !seen.add(token))
        .findFirst();
  }
}
