package dev.catalogkit.explore;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.ProfileSession;
import dev.catalogkit.engine.RunNames;

/**
 * The exploration side of a protocol profile, found with {@link java.util.ServiceLoader} by the
 * profile's id, as the profiles themselves are: a profile without one cannot be explored yet.
 *
 * @param <C> the profile's client, as its session has it
 * @param <S> the profile's run state, as its session has it
 */
public interface ExplorationProfile<C extends RestCatalogClient, S> {

  /** The id of the {@code ProtocolProfile} this explores, as {@code --profile} takes it. */
  String profileId();

  /**
   * An explorer on the run's session (discovered, authenticated) that names everything it creates
   * after the run ({@code names}), so the janitor finds what a walk could not clean up.
   */
  Explorer<?> explorer(ProfileSession<C, S> session, RunNames names);
}
