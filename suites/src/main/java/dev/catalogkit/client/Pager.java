package dev.catalogkit.client;

import dev.catalogkit.http.Exchange;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * The one bounded walk through the pages of a list, for checks and janitors alike: it follows the
 * server's continuation token until a page carries none, a page is refused, a token comes back that
 * the walk has followed before, the pages' bodies pass {@link #MAX_WALK_BODY_CHARS}, or {@code
 * maxPages} pages have come (a server that pages forever must not hang the kit or fill its heap).
 */
public final class Pager {

  private Pager() {}

  /**
   * What a walk saw.
   *
   * @param ended the last page carried no token
   * @param lastToken the token the walk stopped with when it did not end, or null
   * @param refused the first page that did not answer 200, if any (the walk stopped there)
   */
  public record Walk(List<Exchange> pages, boolean ended, String lastToken, Exchange refused) {
    public Walk {
      pages = List.copyOf(pages);
    }

    public Exchange[] evidence() {
      return pages.toArray(Exchange[]::new);
    }
  }

  /**
   * More than any list of a run's objects can take: a walk whose pages add up to more stops there,
   * unfinished, so that a server paging huge bodies cannot fill the heap.
   */
  static final long MAX_WALK_BODY_CHARS = 32L * 1024 * 1024;

  /**
   * @param list fetches one page with these query parameters
   * @param query the parameters of every page; from the second page on, {@code pageToken} is added
   *     (the name Iceberg and Paimon both use)
   * @param nextToken reads a page's continuation token; empty when there is none
   */
  public static Walk walk(
      Function<Map<String, String>, Exchange> list,
      Map<String, String> query,
      Function<Exchange, Optional<String>> nextToken,
      int maxPages) {
    Walker walker = new Walker(list, query, nextToken, maxPages);
    boolean going = true;
    while (going) {
      going = walker.step();
    }
    return walker.walked();
  }

  /**
   * Two walks taken in turn, a page of the first, then one of the second, and so on (one that has
   * stopped leaves the other to go on alone), each by its own tokens and under the bounds of {@link
   * #walk}: to see that a token goes on with the listing that issued it.
   */
  public static List<Walk> interleaved(
      Function<Map<String, String>, Exchange> first,
      Function<Map<String, String>, Exchange> second,
      Map<String, String> query,
      Function<Exchange, Optional<String>> nextToken,
      int maxPages) {
    Walker one = new Walker(first, query, nextToken, maxPages);
    Walker other = new Walker(second, query, nextToken, maxPages);
    boolean going = true;
    while (going) {
      boolean oneGoes = one.step();
      boolean otherGoes = other.step();
      going = oneGoes || otherGoes;
    }
    return List.of(one.walked(), other.walked());
  }

  /** One walk, a page per step, until it has ended or stopped at one of its bounds. */
  private static final class Walker {

    private final Function<Map<String, String>, Exchange> list;
    private final Map<String, String> query;
    private final Function<Exchange, Optional<String>> nextToken;
    private final int maxPages;
    private final List<Exchange> pages = new ArrayList<>();
    private final Set<String> tokens = new HashSet<>();
    private long bodyChars;
    private String token;
    private Walk walked;

    Walker(
        Function<Map<String, String>, Exchange> list,
        Map<String, String> query,
        Function<Exchange, Optional<String>> nextToken,
        int maxPages) {
      this.list = list;
      this.query = query;
      this.nextToken = nextToken;
      this.maxPages = maxPages;
    }

    /** Fetches the next page; false when the walk had already stopped, or stops with this one. */
    boolean step() {
      if (walked != null) {
        return false;
      }
      if (pages.size() >= maxPages || bodyChars > MAX_WALK_BODY_CHARS) {
        walked = new Walk(pages, false, token, null);
        return false;
      }
      Map<String, String> parameters = new LinkedHashMap<>(query);
      if (token != null) {
        parameters.put("pageToken", token);
      }
      Exchange answer = list.apply(parameters);
      pages.add(answer);
      if (!answer.hasStatus(200)) {
        walked = new Walk(pages, false, token, answer);
        return false;
      }
      Optional<String> next = nextToken.apply(answer);
      if (next.isEmpty()) {
        walked = new Walk(pages, true, null, null);
        return false;
      }
      token = next.get();
      if (!tokens.add(token)) {
        // a token seen before: the server pages in a circle
        walked = new Walk(pages, false, token, null);
        return false;
      }
      bodyChars += answer.body() == null ? 0 : answer.body().length();
      return true;
    }

    Walk walked() {
      return walked;
    }
  }
}
